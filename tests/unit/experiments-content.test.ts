/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { experimentVariant, experiments, validateExperiments } from '@/content/experiments';
import { deployedExperiments, loadExperiments } from '@/content/experiments-file';
import { experimentsFileFingerprint } from '@/lib/experiments/fingerprint.mjs';
import { experimentPageAt, experimentPages, experimentPaths } from '@/content/experiment-slots';
import { publicRoutes } from '@/content/routes';
import { mayEnroll } from '@/lib/experiments/eligibility';

/** A valid experiment on the home page's headline; each test breaks one thing. */
function headline(change: Record<string, unknown> = {}) {
  return {
    key: 'home-headline',
    hypothesis: 'A headline about same-day money brings more demo requests than one about the rush.',
    routes: ['/'],
    variants: [
      { key: 'control', name: 'Current headline', overrides: {} },
      { key: 'same-day', name: 'Same-day money', overrides: { 'hero.headline': 'Your card sales in the bank today.' } },
    ],
    split: { control: 50, 'same-day': 50 },
    start: '2026-12-01',
    end: '2026-12-31',
    metric: 'lead-conversion',
    baselineRate: 0.03,
    minimumDetectableEffect: 0.2,
    ...change,
  };
}

const problemsOf = (raw: unknown): string => {
  try {
    validateExperiments(raw);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the experiments to be refused');
};

describe('the experiments content', () => {
  it('validates the site list, whose only entry is an example that has ended', () => {
    expect(experiments.map((experiment) => experiment.key)).toEqual(['example-home-headline']);
    const [example] = experiments;
    expect(mayEnroll({ consent: 'accepted', gpc: false, dnt: false, isBot: false, isPrefetch: false, now: Date.now(), start: example!.start, end: example!.end })).toBe(false);
  });

  it('accepts a valid list and returns it typed', () => {
    const list = validateExperiments([headline()]);
    expect(list[0]?.variants[1]?.overrides['hero.headline']).toBe('Your card sales in the bank today.');
    expect(list[0]?.metric).toBe('lead-conversion');
  });

  it('accepts an experiment judged by the demos booked', () => {
    expect(validateExperiments([headline({ metric: 'demo-booked' })])[0]?.metric).toBe('demo-booked');
  });

  it('lets the control leave out overrides', () => {
    const [experiment] = validateExperiments([headline({ variants: [{ key: 'control', name: 'As it is' }, headline().variants[1]] })]);
    expect(experiment?.variants[0]?.overrides).toEqual({});
  });

  it('only maps pages that are public routes, in both languages', () => {
    const paths = new Set(publicRoutes.map((route) => route.path));
    expect(experimentPaths.filter((route) => !paths.has(route))).toEqual([]);
    expect(experimentPaths).toEqual(expect.arrayContaining(['/', '/es', '/business', '/es/business', '/business/coffee-shops', '/es/business/coffee-shops']));
    expect(experimentPageAt('/es/business/bakeries')).toMatchObject({ kind: 'industry', locale: 'es', sections: experimentPages.industry.sections });
  });

  it('picks the same variant for the same bucket', () => {
    const [experiment] = validateExperiments([headline()]);
    expect(experimentVariant(experiment!, 4999).key).toBe('control');
    expect(experimentVariant(experiment!, 5000).key).toBe('same-day');
    expect(experimentVariant(experiment!, 5000)).toBe(experimentVariant(experiment!, 5000));
  });
});

describe('validateExperiments names the experiment and the field', () => {
  it('splits that do not add up to 100', () => {
    expect(problemsOf([headline({ split: { control: 50, 'same-day': 40 } })])).toBe(
      'experiments[0] ("home-headline") split: the variants\' shares add up to 90, not 100',
    );
  });

  it('a split that leaves out a variant or names one that does not exist', () => {
    expect(problemsOf([headline({ split: { control: 50, sameday: 50 } })])).toBe(
      [
        'experiments[0] ("home-headline") split: gives no share to the variant "same-day"',
        'experiments[0] ("home-headline") split.sameday: "sameday" is not one of the variants ("control", "same-day")',
      ].join('\n'),
    );
    expect(problemsOf([headline({ split: { control: 50.5, 'same-day': 49.5 } })])).toContain('experiments[0] ("home-headline") split.control: is a whole percent');
  });

  it('an unknown slot', () => {
    const variants = [headline().variants[0], { key: 'same-day', name: 'Same-day money', overrides: { 'hero.title': 'Paid today.' } }];
    expect(problemsOf([headline({ variants })])).toBe(
      'experiments[0] ("home-headline") variants[1].overrides: "hero.title" is not a slot an experiment can change; they are hero.headline, hero.text, hero.primaryLabel, sections.order, sections.hidden',
    );
  });

  it('an unknown route, and a page that has no slots', () => {
    expect(problemsOf([headline({ routes: ['/', '/pricingg'] })])).toBe(
      'experiments[0] ("home-headline") routes[1]: "/pricingg" is not a page of the site (content/routes.ts lists them); write a path like "/" or "/es/business"',
    );
    expect(problemsOf([headline({ routes: ['/pricing'] })])).toBe(
      'experiments[0] ("home-headline") routes[0]: "/pricing" is a page of the site, but experiments can only change the home page, the business types page or a trade page (in English or Spanish)',
    );
    expect(problemsOf([headline({ routes: ['/', '/'] })])).toBe('experiments[0] ("home-headline") routes[1]: "/" is listed twice');
  });

  it('two experiments on one route at overlapping times, even on different slots', () => {
    const later = headline({ key: 'home-headline-2', start: '2026-12-31', end: '2027-01-15' });
    expect(problemsOf([headline(), later])).toBe(
      'experiments[1] ("home-headline-2") routes[0]: runs on "/" from 2026-12-31 to 2027-01-15, while experiments[0] ("home-headline") runs there from 2026-12-01 to 2026-12-31; a page runs one experiment at a time',
    );
    const label = headline({
      key: 'home-label',
      variants: [headline().variants[0], { key: 'try-it', name: 'Try it', overrides: { 'hero.primaryLabel': 'Try it free' } }],
      split: { control: 50, 'try-it': 50 },
    });
    expect(problemsOf([headline(), label])).toBe(
      'experiments[1] ("home-label") routes[0]: runs on "/" from 2026-12-01 to 2026-12-31, while experiments[0] ("home-headline") runs there from 2026-12-01 to 2026-12-31; a page runs one experiment at a time',
    );
  });

  it('but not one after the other, or on the other language', () => {
    const next = headline({ key: 'next-headline', start: '2027-01-01', end: '2027-01-15' });
    const spanish = headline({
      key: 'es-headline',
      routes: ['/es'],
      variants: [headline().variants[0], { key: 'same-day', name: 'Dinero hoy', overrides: { 'hero.headline': 'Sus ventas en el banco hoy.' } }],
    });
    expect(validateExperiments([headline(), next, spanish]).map((experiment) => experiment.key)).toEqual(['home-headline', 'next-headline', 'es-headline']);
  });

  it('an end date before the start', () => {
    expect(problemsOf([headline({ start: '2026-12-10', end: '2026-12-09' })])).toBe(
      'experiments[0] ("home-headline") end: the experiment ends on 2026-12-09, before it starts on 2026-12-10',
    );
    expect(problemsOf([headline({ end: '2026-02-30' })])).toBe(
      'experiments[0] ("home-headline") end: must be a calendar date written YYYY-MM-DD, like "2026-03-02"',
    );
  });

  it('fewer than 2 or more than 4 variants', () => {
    expect(problemsOf([headline({ variants: [headline().variants[0]], split: { control: 100 } })])).toBe(
      'experiments[0] ("home-headline") variants: an experiment has 2 to 4 variants, the control first, not 1',
    );
    const five = ['a', 'b', 'c', 'd'].map((key) => ({ key, name: `Variant ${key}`, overrides: { 'hero.primaryLabel': `Label ${key}` } }));
    expect(
      problemsOf([headline({ variants: [headline().variants[0], ...five], split: { control: 20, a: 20, b: 20, c: 20, d: 20 } })]),
    ).toBe('experiments[0] ("home-headline") variants: an experiment has 2 to 4 variants, the control first, not 5');
  });

  it('a control that overrides something', () => {
    const variants = [{ key: 'control', name: 'Current', overrides: { 'hero.text': 'This is not the page as it is today.' } }, headline().variants[1]];
    expect(problemsOf([headline({ variants })])).toBe(
      'experiments[0] ("home-headline") variants[0].overrides: the first variant is the control, the page as it is, so it overrides nothing; this one sets hero.text',
    );
  });

  it('sections that are not sections of the page, or an order that leaves some out', () => {
    const sections = (overrides: Record<string, unknown>, routes = ['/']) =>
      headline({ routes, variants: [headline().variants[0], { key: 'same-day', name: 'Sections moved', overrides }] });
    expect(problemsOf([sections({ 'sections.hidden': ['shift'] })])).toBe(
      'experiments[0] ("home-headline") variants[1].overrides["sections.hidden"][0]: "shift" is not a section of the home page; its sections are why-choose, solutions, dashboard, operators, features, company, partner',
    );
    expect(problemsOf([sections({ 'sections.order': ['partner', 'why-choose'] })])).toBe(
      'experiments[0] ("home-headline") variants[1].overrides["sections.order"]: lists every section of the home page once, in the new order; missing: solutions, dashboard, operators, features, company',
    );
    expect(problemsOf([sections({ 'sections.hidden': ['cta'] }, ['/business', '/business/bakeries'])])).toBe(
      'experiments[0] ("home-headline") routes: changes sections, but its pages are built differently (the business types page and a trade page), so no section list fits them all',
    );
    const moved = sections({ 'sections.order': ['cta', 'features', 'shift', 'hardware'], 'sections.hidden': ['shift'] }, ['/business/bakeries', '/es/business/bakeries']);
    expect(validateExperiments([moved])[0]?.variants[1]?.overrides['sections.order']).toEqual(['cta', 'features', 'shift', 'hardware']);
  });

  it('words on pages of two languages', () => {
    expect(problemsOf([headline({ routes: ['/', '/es'] })])).toBe(
      'experiments[0] ("home-headline") routes: mixes English and Spanish pages ("/" and "/es") but changes words (hero.headline), which are in one language: run one experiment per language',
    );
  });

  it('missing and misspelt fields, a wrong metric and a key used twice', () => {
    const withoutHypothesis: Record<string, unknown> = headline();
    delete withoutHypothesis.hypothesis;
    expect(problemsOf([withoutHypothesis])).toBe('experiments[0] ("home-headline") hypothesis: is missing');
    expect(problemsOf([headline({ splits: {} })])).toBe(
      'experiments[0] ("home-headline"): "splits" is not a field of an experiment; they are key, hypothesis, routes, variants, split, start, end, metric, baselineRate, minimumDetectableEffect',
    );
    expect(problemsOf([headline({ metric: 'clicks' })])).toBe(
      'experiments[0] ("home-headline") metric: must be "lead-conversion" (leads sent from the experiment\'s pages, per visitor) or "demo-booked" (demo requests sent from the experiment\'s pages whose visitor then booked a demo, per visitor)',
    );
    expect(problemsOf([headline({ key: 'Home Headline' })])).toBe(
      'experiments[0] ("Home Headline") key: must be a slug: lower-case letters and digits joined by single hyphens, like "home-headline"',
    );
    expect(problemsOf([headline({ routes: '/' })])).toBe('experiments[0] ("home-headline") routes: must be a list');
    const other = headline({ routes: ['/business'] });
    expect(problemsOf([headline(), other])).toBe('experiments[1] ("home-headline") key: "home-headline" is already the key of experiments[0]');
  });

  it('a plan the statistics cannot use', () => {
    expect(problemsOf([headline({ baselineRate: 3 })])).toBe(
      'experiments[0] ("home-headline") baselineRate: is the share of visitors who send a lead today, a proportion above 0 and below 1 (0.03 for 3%)',
    );
    expect(problemsOf([headline({ baselineRate: 0 })])).toBe(
      'experiments[0] ("home-headline") baselineRate: is the share of visitors who send a lead today, a proportion above 0 and below 1 (0.03 for 3%)',
    );
    expect(problemsOf([headline({ minimumDetectableEffect: -0.1 })])).toBe(
      'experiments[0] ("home-headline") minimumDetectableEffect: is the smallest relative change worth finding, above 0 (0.2 for a 20% rise)',
    );
    expect(problemsOf([headline({ baselineRate: 0.5, minimumDetectableEffect: 1 })])).toBe(
      'experiments[0] ("home-headline") minimumDetectableEffect: a rise of 100% on a baseline of 0.5 is a conversion rate of 1, which is not below 1',
    );
    const withoutPlan: Record<string, unknown> = headline();
    delete withoutPlan.baselineRate;
    expect(problemsOf([withoutPlan])).toBe('experiments[0] ("home-headline") baselineRate: is missing');
  });

  it('lists every problem, one per line, and refuses what is not a list', () => {
    const message = problemsOf([headline({ split: { control: 50, 'same-day': 40 } }), headline({ key: 'two', start: '2027-02-02', end: '2027-02-01' })]);
    expect(message.split('\n')).toEqual([
      'experiments[0] ("home-headline") split: the variants\' shares add up to 90, not 100',
      'experiments[1] ("two") end: the experiment ends on 2027-02-01, before it starts on 2027-02-02',
    ]);
    expect(problemsOf({ experiments: [] })).toBe('experiments: must be a list (a JSON array) of experiments');
    expect(problemsOf([42])).toBe('experiments[0]: must be an object');
  });
});

describe('EXPERIMENTS_FILE', () => {
  let dir: string;
  const saved = process.env.EXPERIMENTS_FILE;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'experiments-'));
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.EXPERIMENTS_FILE;
    else process.env.EXPERIMENTS_FILE = saved;
    rmSync(dir, { recursive: true, force: true });
  });

  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, text);
    return file;
  };

  it('loads a valid file instead of the site list', () => {
    process.env.EXPERIMENTS_FILE = write('experiments.json', JSON.stringify([headline()], null, 2));
    expect(loadExperiments().map((experiment) => experiment.key)).toEqual(['home-headline']);
  });

  it('uses the site list when it is unset or blank', () => {
    delete process.env.EXPERIMENTS_FILE;
    expect(loadExperiments()).toBe(experiments);
    process.env.EXPERIMENTS_FILE = '  ';
    expect(loadExperiments()).toBe(experiments);
  });

  it('names the file with what is wrong in it', () => {
    const file = write('bad.json', JSON.stringify([headline({ split: { control: 50, 'same-day': 40 } })]));
    process.env.EXPERIMENTS_FILE = file;
    expect(() => loadExperiments()).toThrow(`EXPERIMENTS_FILE (${file}):\nexperiments[0] ("home-headline") split: the variants' shares add up to 90, not 100`);
    const broken = write('broken.json', '[{');
    expect(() => loadExperiments(broken)).toThrow(`EXPERIMENTS_FILE (${broken}): is not valid JSON`);
    const missing = path.join(dir, 'missing.json');
    expect(() => loadExperiments(missing)).toThrow(`EXPERIMENTS_FILE (${missing}): cannot be read: ENOENT`);
  });
});

describe('deployedExperiments: what a running server reads', () => {
  let dir: string;
  let errors: jest.SpyInstance;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'ladle-deployed-'));
    errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    errors.mockRestore();
    rmSync(dir, { recursive: true, force: true });
  });
  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, text);
    return file;
  };

  it('runs the file the build rendered, read once: later changes wait for a restart', () => {
    const file = write('same.json', JSON.stringify([headline()], null, 2));
    const built = experimentsFileFingerprint(file);
    // Layout does not count: the same list written differently is the same list.
    writeFileSync(file, JSON.stringify([headline()]));
    const first = deployedExperiments(file, built);
    expect(first.map((experiment) => experiment.key)).toEqual(['home-headline']);
    writeFileSync(file, '[');
    expect(deployedExperiments(file, built)).toBe(first);
    expect(errors).not.toHaveBeenCalled();
  });

  it('turns experiments off, logged once, for a file broken since the build', () => {
    const file = write('broken.json', JSON.stringify([headline()]));
    const built = experimentsFileFingerprint(file);
    writeFileSync(file, '[{ "key": ');
    for (let request = 0; request < 3; request++) expect(deployedExperiments(file, built)).toEqual([]);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]![0]).toMatch(/^Experiments off for this process, everyone sees the pages as they are: EXPERIMENTS_FILE \(.*broken\.json\): is not valid JSON/);
  });

  it('turns experiments off, logged once, for a valid file that is not the list the build rendered', () => {
    const file = write('changed.json', JSON.stringify([headline()]));
    const built = experimentsFileFingerprint(file);
    writeFileSync(file, JSON.stringify([headline({ split: { control: 60, 'same-day': 40 } })]));
    for (let request = 0; request < 3; request++) expect(deployedExperiments(file, built)).toEqual([]);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]![0]).toContain('is not the list this build rendered variants of');
    // A build of no file rendered the site's list, not this one.
    const other = write('other.json', JSON.stringify([headline()]));
    expect(deployedExperiments(other, experimentsFileFingerprint(undefined))).toEqual([]);
  });
});
