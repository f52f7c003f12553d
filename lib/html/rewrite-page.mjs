/**
 * What the page boundary (lib/html/page-boundary.mjs) does to every HTML response: the
 * Content-Security-Policy Next set from lib/security-headers.mjs is narrowed to the document,
 * its script-src listing the hash of each inline script the document holds, so that nothing
 * else inline runs. Prerendered and regenerated pages alike: the hashes are computed from
 * the bytes sent. A page that marks itself not found (lib/html/status-marker.mjs) is sent as a
 * 404. (Holding the framework's chunks until after the paint was tried here and
 * taken back: see docs/performance.md.)
 */
import { documentCsp } from '../security-headers.mjs';
import { inlineScriptHashes, parserLoadedScripts } from './inline-scripts.mjs';
import { markedStatus } from './status-marker.mjs';

/**
 * @param {string} html
 * @param {import('node:http').ServerResponse} response
 * @returns {string}
 */
export function rewritePage(html, response) {
  const page = html;
  if (response.statusCode === 200 && markedStatus(page) === 404) {
    response.statusCode = 404;
    // Next's validator was for a page; nobody revalidates a 404.
    response.removeHeader('etag');
  }
  const policy = response.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    const hashes = inlineScriptHashes(page);
    response.setHeader('content-security-policy', documentCsp(policy, { hashes, strictDynamic: parserLoadedScripts(page).length === 0 }));
  }
  return page;
}
