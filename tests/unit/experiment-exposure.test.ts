import { viewBeaconSource } from '@/lib/insights/view-beacon-source';
import { insightEventSchema } from '@/services/insights';
import { addEvent, emptyDay } from '@/lib/insights/aggregate';
import { currentExperimentView } from '@/lib/insights/experiment-view';

/** Runs the first page's inline view beacon as the browser would and returns what it sent. */
function runInlineBeacon(): Record<string, unknown> | undefined {
  const sent: string[] = [];
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: (_url: string, body: string) => sent.push(body) });
  new Function(viewBeaconSource)();
  return sent[0] === undefined ? undefined : (JSON.parse(sent[0]) as Record<string, unknown>);
}

describe('the view beacon on a page in an experiment', () => {
  let meta: HTMLMetaElement;
  beforeEach(() => {
    window.localStorage.clear();
    meta = document.createElement('meta');
    meta.name = 'ladle-experiment';
    meta.content = 'home-headline:same-day-money';
    document.head.append(meta);
  });
  afterEach(() => meta.remove());

  it('names the experiment and variant, and flags the first view after Accept All once', () => {
    window.localStorage.setItem('ladle-cookie-consent', 'accepted');
    expect(runInlineBeacon()).toEqual({ type: 'view', route: '/', experiment: 'home-headline', variant: 'same-day-money', first: 1 });
    expect(runInlineBeacon()).toEqual({ type: 'view', route: '/', experiment: 'home-headline', variant: 'same-day-money' });
  });

  it('stores no mark and flags nothing without Accept All', () => {
    expect(runInlineBeacon()).toEqual({ type: 'view', route: '/', experiment: 'home-headline', variant: 'same-day-money' });
    expect(window.localStorage.length).toBe(0);
  });

  it('adds nothing on a page in no experiment', () => {
    meta.remove();
    expect(runInlineBeacon()).toEqual({ type: 'view', route: '/' });
  });
});

describe('the view beacon of a client navigation', () => {
  it('reads the same fields as the inline script', () => {
    window.localStorage.clear();
    window.localStorage.setItem('ladle-cookie-consent', 'accepted');
    const meta = document.createElement('meta');
    meta.name = 'ladle-experiment';
    meta.content = 'home-headline:control';
    document.head.append(meta);
    expect(currentExperimentView()).toEqual({ experiment: 'home-headline', variant: 'control', first: 1 });
    expect(currentExperimentView()).toEqual({ experiment: 'home-headline', variant: 'control' });
    meta.remove();
    expect(currentExperimentView()).toEqual({});
  });
});

describe('the endpoint’s view of an experiment', () => {
  it('counts a variant of the site’s experiments, and a view naming any other without it', () => {
    const known = insightEventSchema.parse({ type: 'view', route: '/', experiment: 'example-home-headline', variant: 'control', first: 1 });
    expect(known).toEqual({ type: 'view', route: '/', experiment: 'example-home-headline', variant: 'control', first: 1 });
    expect(insightEventSchema.parse({ type: 'view', route: '/', experiment: 'example-home-headline', variant: 'other' })).toEqual({ type: 'view', route: '/' });
    expect(insightEventSchema.safeParse({ type: 'view', route: '/', experiment: 'x'.repeat(65), variant: 'control' }).success).toBe(false);
    expect(insightEventSchema.safeParse({ type: 'view', route: '/', experiment: 'example-home-headline', variant: 'control', first: 2 }).success).toBe(false);
    expect(insightEventSchema.safeParse({ type: 'demo', route: '/', experiment: 'example-home-headline', variant: 'control' }).success).toBe(false);
    const day = emptyDay();
    addEvent(day, known);
    addEvent(day, insightEventSchema.parse({ type: 'view', route: '/', experiment: 'example-home-headline', variant: 'control' }));
    expect(day.experiments).toEqual({ 'example-home-headline|control': { views: 2, enrolled: 1 } });
    expect(day.counts['/']).toEqual({ view: 2 });
  });
});
