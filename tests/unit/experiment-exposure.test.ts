import { VIEW_BEACON_SOURCE } from '@/lib/insights/view-beacon-source.mjs';
import { insightEventSchema } from '@/services/insights';
import { addEvent, emptyDay } from '@/lib/insights/aggregate';
import { pageExperimentContent } from '@/lib/experiments/page-meta';
import { reportExposure } from '@/lib/experiments/enrollment';

/** Replaces navigator.sendBeacon and returns the bodies it is given, parsed. */
function captureBeacons(): Record<string, unknown>[] {
  const sent: Record<string, unknown>[] = [];
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: (_url: string, body: string) => sent.push(JSON.parse(body) as Record<string, unknown>) });
  return sent;
}

describe('the beacons of a page in an experiment', () => {
  let meta: HTMLMetaElement;
  beforeEach(() => {
    window.localStorage.clear();
    meta = document.createElement('meta');
    meta.name = 'ladle-experiment';
    meta.content = 'home-headline:same-day-money';
    document.head.append(meta);
  });
  afterEach(() => meta.remove());

  it('the inline view names the experiment and variant in one field, and stores nothing', () => {
    const sent = captureBeacons();
    new Function(VIEW_BEACON_SOURCE)();
    expect(sent).toEqual([{ type: 'view', route: '/', utm: '', experiment: 'home-headline:same-day-money' }]);
    expect(window.localStorage.length).toBe(0);
    meta.remove();
    new Function(VIEW_BEACON_SOURCE)();
    expect(sent[1]).toEqual({ type: 'view', route: '/', utm: '' });
  });

  it('a client navigation’s view reads the same field', () => {
    expect(pageExperimentContent()).toBe('home-headline:same-day-money');
    meta.remove();
    expect(pageExperimentContent()).toBeUndefined();
  });

  it('the enrollment chunk sends one exposure per experiment and browser', () => {
    const sent = captureBeacons();
    reportExposure();
    reportExposure();
    expect(sent).toEqual([{ type: 'exposure', experiment: 'home-headline:same-day-money' }]);
    meta.remove();
    reportExposure();
    expect(sent).toHaveLength(1);
  });

  it('sends no exposure where storage is refused (it could not be sent once only)', () => {
    const sent = captureBeacons();
    const refusing = { getItem: () => null, setItem: () => { throw new DOMException('refused', 'SecurityError'); } } as unknown as Storage;
    reportExposure(document, refusing);
    expect(sent).toEqual([]);
  });
});

describe('the endpoint’s view of an experiment', () => {
  it('counts a view of a variant of the site’s experiments, and a view naming any other without it', () => {
    const known = insightEventSchema.parse({ type: 'view', route: '/', experiment: 'example-home-headline:control' });
    expect(known).toEqual({ type: 'view', route: '/', experiment: 'example-home-headline', variant: 'control' });
    expect(insightEventSchema.parse({ type: 'view', route: '/', experiment: 'example-home-headline:other' })).toEqual({ type: 'view', route: '/' });
    for (const experiment of ['x'.repeat(65) + ':control', 'example-home-headline', 'a:b:c', 'A:b', 7]) {
      expect(insightEventSchema.safeParse({ type: 'view', route: '/', experiment }).success).toBe(false);
    }
    expect(insightEventSchema.safeParse({ type: 'demo', route: '/', experiment: 'example-home-headline:control' }).success).toBe(false);
  });

  it('counts an exposure of a known variant as an enrolled visitor, and refuses any other', () => {
    const exposure = insightEventSchema.parse({ type: 'exposure', experiment: 'example-home-headline:control' });
    expect(exposure).toEqual({ type: 'exposure', experiment: 'example-home-headline', variant: 'control' });
    expect(insightEventSchema.safeParse({ type: 'exposure', experiment: 'example-home-headline:other' }).success).toBe(false);
    expect(insightEventSchema.safeParse({ type: 'exposure', route: '/', experiment: 'example-home-headline:control' }).success).toBe(false);
    const day = emptyDay();
    addEvent(day, exposure);
    addEvent(day, insightEventSchema.parse({ type: 'view', route: '/', experiment: 'example-home-headline:control' }));
    addEvent(day, insightEventSchema.parse({ type: 'view', route: '/', experiment: 'example-home-headline:control' }));
    expect(day.experiments).toEqual({ 'example-home-headline|control': { views: 2, enrolled: 1 } });
    expect(day.counts['/']).toEqual({ view: 2 });
  });
});
