/**
 * The inline scripts of an HTML document, which of them the framework wrote, and their CSP
 * hashes (CSP Level 3 `'sha256-…'` sources). A browser hashes exactly the text between
 * `<script …>` and `</script>`, so the text is hashed as it is written, byte for byte in UTF-8.
 *
 * Plain JavaScript: the page boundary (lib/html/page-boundary.mjs), which `server.mjs`
 * loads without compiling anything, uses it on every HTML response.
 */
import { createHash } from 'node:crypto';

/** A script element: its attributes and its text. HTML forbids "</script" inside the text. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * `type` values the browser runs, for which CSP's script-src applies. Any other type
 * (application/ld+json, application/json) is a data block: never run, never checked.
 */
const RUN_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'importmap', 'speculationrules']);

/**
 * An attribute's value ('' when it has none), or undefined when the element lacks it.
 * @param {string} attributes
 * @param {string} name
 */
function attribute(attributes, name) {
  const match = new RegExp(`(?:^|\\s)${name}(?=[\\s=/>]|$)(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`, 'i').exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/**
 * The text of every inline script the browser would run, in document order.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScripts(html) {
  const found = [];
  for (const [, attributes, text] of html.matchAll(SCRIPT_ELEMENT)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (!RUN_TYPES.has(type)) continue;
    found.push(text);
  }
  return found;
}

/**
 * The addresses of the scripts the parser itself loads (`<script src>`), leaving out
 * `nomodule` ones, which a browser that runs modules never fetches.
 * @param {string} html
 * @returns {string[]}
 */
export function parserLoadedScripts(html) {
  const found = [];
  for (const [, attributes] of html.matchAll(SCRIPT_ELEMENT)) {
    const source = attribute(attributes, 'src');
    if (source === undefined || attribute(attributes, 'nomodule') !== undefined) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (RUN_TYPES.has(type)) found.push(source);
  }
  return found;
}

/**
 * @param {string} text
 * @returns {string} the CSP source that allows exactly this script text
 */
export function scriptHashSource(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Next's first inline script (its INLINE_FLIGHT_PAYLOAD_BOOTSTRAP, written by
 * next/dist/server/app-render/use-flight-response.js): it sets up the queue the payload pushes
 * fill.
 */
const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
/** Every other script of Next's is one call of this with a JSON array. */
const PUSH = 'self.__next_f.push(';
/** The instructions Next pushes: a payload row as text, the form state (after the bootstrap only), a row as base64. */
const DATA = 1;
const FORM_STATE = 2;
const BINARY = 3;

/**
 * The argument of `text` when `text` is exactly one `self.__next_f.push(…)` whose argument is a
 * JSON literal, parsed; otherwise undefined. Parsing, not matching: an argument that parses as
 * JSON is data, with no call, no operator and no second statement in it (JSON is a subset of
 * JavaScript's expressions), whatever it holds.
 * @param {string} text
 * @returns {unknown}
 */
function pushedJson(text) {
  if (!text.startsWith(PUSH) || !text.endsWith(')')) return undefined;
  try {
    return JSON.parse(text.slice(PUSH.length, -1));
  } catch {
    return undefined;
  }
}

/**
 * @param {unknown} value
 * @param {number[]} instructions
 */
const isInstruction = (value, instructions) => Array.isArray(value) && value.length === 2 && instructions.includes(value[0]);

/**
 * One statement of Turbopack's chunk-group bootstrap, as Next 16.4 writes it into a page
 * (getTurbopackChunkGroupBootstrap in next/dist/server/get-page-files.js, with the build
 * manifest's chunkLoadingGlobal, "TURBOPACK"): the page's runtime chunks and module ids, pushed
 * to the queue Turbopack's runtime reads. The skeleton is matched, its argument parsed.
 */
const TURBOPACK_STATEMENT = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(([\s\S]*)\);$/;

/**
 * @param {unknown} value
 * @param {'string' | 'number'} type
 */
const isListOf = (value, type) => Array.isArray(value) && value.every((item) => typeof item === type);

/**
 * Whether `statement` is one push of Turbopack's bootstrap whose argument is a JSON literal of
 * its one shape, `{"otherChunks":["…"],"runtimeModuleIds":[…]}`.
 * @param {string} statement
 */
function isTurbopackBootstrap(statement) {
  const argument = TURBOPACK_STATEMENT.exec(statement)?.[1];
  if (argument === undefined) return false;
  try {
    const params = JSON.parse(argument);
    return (
      params !== null &&
      typeof params === 'object' &&
      Object.keys(params).sort().join() === 'otherChunks,runtimeModuleIds' &&
      isListOf(params.otherChunks, 'string') &&
      isListOf(params.runtimeModuleIds, 'number')
    );
  } catch {
    return false;
  }
}

/**
 * Whether the framework wrote this inline script, by its exact form: Next's bootstrap (and the
 * form state it may push right after it), a push of one payload row, `[1, "…"]` or `[3, "…"]`,
 * as a JSON literal, or Turbopack's bootstrap (one statement per chunk group, a line each).
 * Anything else, however close, is not.
 * @param {string} text
 * @returns {boolean}
 */
export function isFrameworkScript(text) {
  if (text === BOOTSTRAP) return true;
  if (text.startsWith(`${BOOTSTRAP};`)) return isInstruction(pushedJson(text.slice(BOOTSTRAP.length + 1)), [FORM_STATE]);
  if (text.startsWith('(globalThis[')) return text.split('\n').every(isTurbopackBootstrap);
  const value = pushedJson(text);
  return isInstruction(value, [DATA, BINARY]) && typeof (/** @type {unknown[]} */ (value)[1]) === 'string';
}

/**
 * The inline scripts of `html` the site or the framework wrote, and the others, in document
 * order: the site's by their exact text (`siteScripts`), the framework's by their form.
 * @param {string} html
 * @param {Iterable<string>} siteScripts
 * @returns {{ trusted: string[], untrusted: string[] }}
 */
export function sortInlineScripts(html, siteScripts) {
  const site = new Set(siteScripts);
  /** @type {{ trusted: string[], untrusted: string[] }} */
  const sorted = { trusted: [], untrusted: [] };
  for (const text of inlineScripts(html)) (site.has(text) || isFrameworkScript(text) ? sorted.trusted : sorted.untrusted).push(text);
  return sorted;
}

/**
 * One CSP source per distinct script text, in order.
 * @param {string[]} texts
 * @returns {string[]}
 */
export function scriptHashSources(texts) {
  return [...new Set(texts.map(scriptHashSource))];
}
