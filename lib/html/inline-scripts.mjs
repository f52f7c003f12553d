/**
 * The inline scripts of an HTML document and their CSP hashes (CSP Level 3 `'sha256-…'`
 * sources). A browser hashes exactly the text between `<script …>` and `</script>`, so the
 * text is hashed as it is written, byte for byte in UTF-8.
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
 * One CSP source per distinct inline script, in document order.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  return [...new Set(inlineScripts(html).map(scriptHashSource))];
}
