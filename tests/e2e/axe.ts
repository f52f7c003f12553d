import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * axe-core's minified build. The package's `source` is its unminified build (1.3 MB), whose
 * parsing took 460-610 ms of every page's time here; this one (0.6 MB) takes 300-340 ms.
 */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The rule sets every page is held to: WCAG 2.0–2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export type AxeFinding = { id: string; impact: string | null | undefined; targets: string[] };

/**
 * Runs axe-core in the page and returns its violations, each with the selectors of the nodes
 * at fault. axe's source is put into a document once, not before every run as
 * @axe-core/playwright does, and only violations are collected: passes and incomplete
 * results, which no test reads, were most of a run's time on a two-core machine. It runs in the
 * page itself (the DevTools protocol is not held to the page's Content-Security-Policy).
 *
 * It reads the page as it rests: first every running transition and animation that has an end
 * is let finish (a looping one never rests and is read as it is). A tab's `transition-colors`
 * read half-way, its text between grey and white on a background between none and ink, was a
 * color-contrast violation no visitor reads (customers.spec's keyboard tests, in each of the
 * last three clean-clone runs: axe ran within the 150 ms after the key).
 */
export async function axeViolations(page: Page, options: { within?: string; rules?: string[] } = {}): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ within, rules, tags }) => {
      const runner = (window as unknown as { axe: typeof import('axe-core') }).axe;
      // A transition replaced by another (a colour changed again mid-way) is cancelled: its
      // `finished` rejects, and the one that replaced it is waited for on the next round.
      const moving = () => document.getAnimations().filter((animation) => animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime));
      for (let left = moving(); left.length > 0; left = moving()) await Promise.all(left.map((animation) => animation.finished.catch(() => undefined)));
      const result = await runner.run(within ? { include: [within] } : document, {
        runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    },
    { within: options.within, rules: options.rules, tags: AXE_TAGS },
  );
}
