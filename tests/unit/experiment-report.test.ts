/** @jest-environment node */
import { buildExperimentReport, experimentListText, experimentReportText, experimentState, type ExperimentPlanEntry } from '@/lib/experiments/results-report';
import type { LeadRecord } from '@/lib/leads/store';

const now = new Date('2026-11-27T12:00:00Z');
const plan = { baselineRate: 0.03, minimumDetectableEffect: 0.2 };
const twoWay = (key: string, start: string, end: string): ExperimentPlanEntry => ({
  key,
  variants: [{ key: 'control' }, { key: 'bold' }],
  split: { control: 50, bold: 50 },
  start,
  end,
  ...plan,
});
const fixture: ExperimentPlanEntry[] = [
  twoWay('headline-running', '2026-11-01', '2026-12-31'),
  twoWay('pricing-split-off', '2026-09-01', '2026-10-31'),
  twoWay('demo-label-done', '2026-06-01', '2026-09-15'),
  twoWay('footer-scheduled', '2026-12-10', '2026-12-31'),
  twoWay('old-one', '2026-01-01', '2026-02-01'),
];
const exposure = {
  'headline-running|control': { views: 2400, enrolled: 1000 },
  'headline-running|bold': { views: 2500, enrolled: 1010 },
  'pricing-split-off|control': { views: 30000, enrolled: 12000 },
  'pricing-split-off|bold': { views: 24000, enrolled: 10000 },
  'demo-label-done|control': { views: 40000, enrolled: 16000 },
  'demo-label-done|bold': { views: 40000, enrolled: 16000 },
  'old-one|control': { views: 10, enrolled: 5 },
};
let id = 0;
const leadsFor = (experiment: string, variant: string, n: number, spam = false): LeadRecord[] =>
  Array.from({ length: n }, () => ({
    id: `lead-${(id += 1)}`,
    received_at: '2026-11-20T12:00:00.000Z',
    form: 'demo' as const,
    service_id: 's',
    template_id: 't',
    via: 'send' as const,
    spam,
    template_params: { from_name: 'A', attr_experiment: experiment, attr_variant: variant },
  }));
const leads = [
  ...leadsFor('headline-running', 'control', 30),
  ...leadsFor('headline-running', 'bold', 40),
  ...leadsFor('headline-running', 'bold', 9, true),
  ...leadsFor('pricing-split-off', 'control', 360),
  ...leadsFor('pricing-split-off', 'bold', 300),
  ...leadsFor('demo-label-done', 'control', 480),
  ...leadsFor('demo-label-done', 'bold', 640),
];

describe('experiment results report', () => {
  it('tells the state by the dates, inclusive and in UTC', () => {
    expect(experimentState({ start: '2026-11-27', end: '2026-11-27' }, now)).toBe('running');
    expect(experimentState({ start: '2026-11-28', end: '2026-12-01' }, now)).toBe('scheduled');
    expect(experimentState({ start: '2026-11-01', end: '2026-11-26' }, now)).toBe('ended');
  });

  it('reports running experiments and those ended in the last 90 days, with counts, rates, uplift and verdicts', () => {
    const report = buildExperimentReport(fixture, exposure, leads, now);
    expect(report.map((entry) => [entry.key, entry.state])).toEqual([
      ['headline-running', 'running'],
      ['pricing-split-off', 'ended'],
      ['demo-label-done', 'ended'],
    ]);
    const [running, splitOff, done] = report;
    expect(running!.results.variants.map((v) => [v.key, v.enrolled, v.views, v.leads])).toEqual([
      ['control', 1000, 2400, 30],
      ['bold', 1010, 2500, 40], // spam left out
    ]);
    expect(running!.results.variants[1]!.verdict?.kind).toBe('collecting');
    expect(splitOff!.results.variants[1]!.verdict).toEqual({ kind: 'sample ratio mismatch' });
    expect(done!.results.variants[1]!.verdict).toEqual({ kind: 'better' });

    const text = experimentReportText(report);
    expect(text).toMatchSnapshot();
    expect(text).toContain('headline-running: running, 2026-11-01 to 2026-12-31');
    expect(text).toMatch(/bold +1,010 +2,500 +40 +3\.96% +\+32\.0% \(-?[\d.]+% to \+[\d.]+%\) +collecting: [\d,]+ more in this variant, [\d,]+ more in the control/);
    expect(text).toContain('sample ratio mismatch: the split is off, no verdict');
    expect(text).toContain('(MISMATCH)');
    expect(text).toContain('better than the control');
    expect(text).not.toContain('old-one');
    expect(text).not.toContain('footer-scheduled');
  });

  it('judges a demo-booked experiment by the demo requests of each variant that went on to book (a cancelled booking, another form or spam does not count)', () => {
    const booked = (lead: LeadRecord, state: 'booked' | 'cancelled' = 'booked'): LeadRecord => ({ ...lead, booking: { id: `b-${lead.id}`, state, start: '2026-11-24T17:00:00.000Z', end: '2026-11-24T17:30:00.000Z', rep: { id: 'rep-east', name: 'Avery Placeholder' }, sequence: 0, updated_at: '2026-11-20T12:05:00.000Z' } });
    const entry: ExperimentPlanEntry = { ...twoWay('demo-booking-running', '2026-11-01', '2026-12-31'), metric: 'demo-booked' };
    const control = leadsFor('demo-booking-running', 'control', 30);
    const bold = leadsFor('demo-booking-running', 'bold', 40);
    const sample = [
      ...control.slice(0, 12).map((lead) => booked(lead)),
      ...control.slice(12),
      ...bold.slice(0, 20).map((lead) => booked(lead)),
      ...bold.slice(20, 25).map((lead) => booked(lead, 'cancelled')),
      ...bold.slice(25),
      ...leadsFor('demo-booking-running', 'bold', 3).map((lead) => ({ ...booked(lead), form: 'contact' as const })),
      ...leadsFor('demo-booking-running', 'bold', 4, true).map((lead) => booked(lead)),
    ];
    const exposed = { 'demo-booking-running|control': { views: 2400, enrolled: 1000 }, 'demo-booking-running|bold': { views: 2500, enrolled: 1010 } };
    const [report] = buildExperimentReport([entry], exposed, sample, now);
    expect(report!.results.variants.map((v) => [v.key, v.leads])).toEqual([
      ['control', 12],
      ['bold', 20],
    ]);
    const text = experimentReportText([report!]);
    expect(text).toMatch(/Variant +Enrolled +Views +Demos booked +Conversion/);
    expect(text).toMatch(/^bold +1,010 +2,500 +20 +1\.98% /m);
  });

  it('says so when there is nothing to report', () => {
    expect(experimentReportText([])).toBe('Experiments (running, or ended in the last 90 days)\nNone.');
  });

  it('lists every experiment with its state and enrolled visitors for npm run experiments', () => {
    const text = experimentListText(fixture, exposure, now);
    expect(text).toMatchSnapshot();
    expect(text).toMatch(/^5 experiments/);
    expect(text).toMatch(/headline-running +running +2026-11-01 to 2026-12-31 +control 1000, bold 1010/);
    expect(text).toMatch(/footer-scheduled +scheduled .* control 0, bold 0/);
    expect(text).toMatch(/old-one +ended .* control 5, bold 0/);
  });
});
