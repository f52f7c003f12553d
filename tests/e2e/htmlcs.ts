import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * HTML_CodeSniffer, the engine pa11y runs (the maintained fork, @pa11y/html_codesniffer 2.6; the
 * original html_codesniffer 2.5.1 throws on these pages), as a second opinion beside axe. Its
 * build holds every standard, so nothing is fetched from the page. Not pa11y itself: it brings
 * Puppeteer, whose install downloads a browser.
 */
const htmlcsSource = readFileSync(require.resolve('@pa11y/html_codesniffer/build/HTMLCS.js'), 'utf8');

/** The standard every page is held to. */
export const HTMLCS_STANDARD = 'WCAG2AA';

/**
 * Codes (or their start) whose errors the engine gets wrong on this site. Each says why; none
 * hides a fault a visitor meets. Matched against the start of a message's code.
 */
const WRONG_HERE: { code: string; why: string }[] = [];

export type HtmlcsFinding = { code: string; message: string; element: string };

/**
 * Runs HTML_CodeSniffer over the page's document and returns its errors (its warnings and
 * notices ask a person to check something by hand; no test reads them). The source is put into
 * a document once, as axe's is (tests/e2e/axe.ts), and only the errors leave the page.
 * `language` is the page's: the engine reports in it where it has a translation (2.6 has none
 * for Spanish, so it reports in English; the checks are the same). It runs in the page itself
 * (the DevTools protocol is not held to the page's Content-Security-Policy).
 */
export async function htmlcsErrors(page: Page, language: 'en' | 'es'): Promise<HtmlcsFinding[]> {
  if (!(await page.evaluate(() => 'HTMLCS' in window))) await page.evaluate(htmlcsSource);
  const errors = await page.evaluate(
    ({ standard, language }) =>
      new Promise<HtmlcsFinding[]>((resolve, reject) => {
        type Message = { type: number; code: string; msg: string; element: Element | Document };
        const engine = (window as unknown as { HTMLCS: { ERROR: number; process: (...args: unknown[]) => void; getMessages: () => Message[] } }).HTMLCS;
        const describe = (node: Element | Document) =>
          node instanceof Element ? node.outerHTML.replace(/>[\s\S]*$/, '>').slice(0, 200) : '#document';
        engine.process(
          standard,
          document,
          () =>
            resolve(
              engine
                .getMessages()
                .filter((message) => message.type === engine.ERROR)
                .map((message) => ({ code: message.code, message: message.msg, element: describe(message.element) })),
            ),
          () => reject(new Error(`HTML_CodeSniffer could not load ${standard}`)),
          language,
        );
      }),
    { standard: HTMLCS_STANDARD, language },
  );
  return errors.filter((error) => !WRONG_HERE.some((wrong) => error.code.startsWith(wrong.code)));
}
