/**
 * What the page boundary (lib/html/page-boundary.mjs) does to every HTML response: the
 * Content-Security-Policy Next set from lib/security-headers.mjs is narrowed to the document,
 * its script-src listing the hash of each inline script the document holds, so that nothing
 * else inline runs. Prerendered and regenerated pages alike: the hashes are computed from
 * the bytes sent. (Holding the framework's chunks until after the paint was tried here and
 * taken back: see docs/performance.md.)
 */
import { documentCsp } from '../security-headers.mjs';
import { inlineScriptHashes, parserLoadedScripts } from './inline-scripts.mjs';

/**
 * @param {string} html
 * @param {import('node:http').ServerResponse} response
 * @returns {string}
 */
export function rewritePage(html, response) {
  const page = html;
  const policy = response.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    const hashes = inlineScriptHashes(page);
    response.setHeader('content-security-policy', documentCsp(policy, { hashes, strictDynamic: parserLoadedScripts(page).length === 0 }));
  }
  return page;
}
