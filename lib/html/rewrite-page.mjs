/**
 * What the page boundary (lib/html/page-boundary.mjs) does to every HTML response:
 *   1. the framework's chunks wait until the page has painted (chunks-after-paint.mjs);
 *   2. the Content-Security-Policy Next set from lib/security-headers.mjs is narrowed to the
 *      document: its script-src lists the hash of each inline script the document holds, and
 *      nothing else inline runs.
 * Prerendered and regenerated pages alike: the hashes are computed from the bytes sent.
 */
import { documentCsp } from '../security-headers.mjs';
import { chunksAfterPaint } from './chunks-after-paint.mjs';
import { inlineScriptHashes, parserLoadedScripts } from './inline-scripts.mjs';

/**
 * @param {string} html
 * @param {import('node:http').ServerResponse} response
 * @returns {string}
 */
export function rewritePage(html, response) {
  const page = chunksAfterPaint(html);
  const policy = response.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    const hashes = inlineScriptHashes(page);
    response.setHeader('content-security-policy', documentCsp(policy, { hashes, strictDynamic: parserLoadedScripts(page).length === 0 }));
  }
  return page;
}
