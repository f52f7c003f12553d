/** @jest-environment node */
import vm from 'node:vm';
import { renderToStaticMarkup } from 'react-dom/server';
import { VisitBeacon } from '@/components/insights/visit-beacon';
import { trackingRefused } from '@/lib/visit/tracking-refused';

jest.mock('next/navigation', () => ({ usePathname: () => '/pricing' }));

/**
 * The first view's inline script, as VisitBeacon writes it into the server HTML, run as the browser would run it, with
 * the browser's privacy signals set one way or the other: one beacon with the route and
 * nothing else, or none under Global Privacy Control or Do Not Track.
 */
const html = renderToStaticMarkup(<VisitBeacon />);
const source = /^<script>([\s\S]*)<\/script>$/.exec(html)?.[1] ?? '';

/** A document with the experiment meta tag's content, or none (a page in no experiment), and a referrer (default: another site's page). */
const documentWith = (experiment?: string, referrer = 'https://www.example.org/a/path?q=secret') => ({
  referrer,
  getElementsByName: (name: string) => (name === 'ladle-experiment' && experiment ? [{ content: experiment }] : []),
});

function run(navigatorFields: Record<string, unknown>, experiment?: string, { referrer, search = '?utm_source=news&utm_medium=mail&email=ana@example.com' }: { referrer?: string; search?: string } = {}) {
  const sent: [string, string][] = [];
  const navigator = { ...navigatorFields, sendBeacon: (url: string, body: string) => sent.push([url, body]) };
  vm.runInNewContext(source, { navigator, URLSearchParams, document: documentWith(experiment, referrer), location: { pathname: '/pricing', search } });
  return sent;
}

describe('the inline view beacon', () => {
  it('is one plain inline script', () => {
    expect(html.startsWith('<script>')).toBe(true);
    expect(source.length).toBeGreaterThan(0);
    expect(source.length).toBeLessThan(400);
  });

  it('sends one view with the route, the referrer’s host and the utm_source only (no path, no other query, no identifier)', () => {
    expect(run({})).toEqual([['/api/insights', '{"type":"view","route":"/pricing","ref":"www.example.org","utm":"news"}']]);
    expect(run({ doNotTrack: '0' })).toHaveLength(1);
  });

  it('says “no referrer, no campaign” as a missing ref and an empty utm, and cuts a long campaign', () => {
    expect(run({}, undefined, { referrer: '', search: '' })).toEqual([['/api/insights', '{"type":"view","route":"/pricing","utm":""}']]);
    const [[, body]] = run({}, undefined, { search: `?utm_source=${'x'.repeat(400)}` }) as [[string, string]];
    expect(JSON.parse(body).utm).toBe('x'.repeat(99));
    expect(body.length).toBeLessThan(300);
  });

  it('adds the page’s experiment meta content as it stands, in one field', () => {
    expect(run({}, 'home-headline:same-day')).toEqual([['/api/insights', '{"type":"view","route":"/pricing","ref":"www.example.org","utm":"news","experiment":"home-headline:same-day"}']]);
  });

  it('sends nothing under Global Privacy Control or Do Not Track', () => {
    expect(run({ globalPrivacyControl: true })).toEqual([]);
    expect(run({ doNotTrack: '1' })).toEqual([]);
  });

  it('does nothing where the browser has no sendBeacon', () => {
    expect(() => vm.runInNewContext(source, { navigator: {}, document: documentWith(), location: { pathname: '/' } })).not.toThrow();
  });

  it('refuses on exactly the browsers the site’s own guard refuses (its two forms agree)', () => {
    const browsers = [{}, { doNotTrack: '0' }, { doNotTrack: '1' }, { globalPrivacyControl: true }, { globalPrivacyControl: false, doNotTrack: '1' }, { globalPrivacyControl: 'true' }, { doNotTrack: 'yes' }];
    for (const fields of browsers) {
      const original = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
      Object.defineProperty(globalThis, 'navigator', { configurable: true, value: fields });
      const refused = trackingRefused();
      if (original) Object.defineProperty(globalThis, 'navigator', original);
      expect({ fields, sent: run(fields).length }).toEqual({ fields, sent: refused ? 0 : 1 });
    }
  });
});
