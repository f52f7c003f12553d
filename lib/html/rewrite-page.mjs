/**
 * What the page boundary (lib/html/page-boundary.mjs) does to every HTML response: the
 * Content-Security-Policy Next set from lib/security-headers.mjs is narrowed to the document,
 * its script-src listing the hash of each inline script the document holds, so that nothing
 * else inline runs. Prerendered and regenerated pages alike: the hashes are computed from
 * the bytes sent. A page that marks itself not found (lib/html/status-marker.mjs) is sent as a
 * 404. Next's chunk tags give way to a loader that adds them after the page's first seconds
 * (lib/html/chunk-loader.mjs).
 */
import { documentCsp } from '../security-headers.mjs';
import { inlineScriptHashes, parserLoadedScripts } from './inline-scripts.mjs';
import { markedStatus } from './status-marker.mjs';
import { deferChunks } from './chunk-loader.mjs';

/**
 * @param {string} html
 * @param {import('node:http').ServerResponse} response
 * @returns {string}
 */
export function rewritePage(html, response) {
  // A page that loads Next's chunks keeps 'self' for them, not 'strict-dynamic': the loader
  // adds them, but also a <link rel="preload"> of one, which 'strict-dynamic' refuses.
  const loadsChunks = parserLoadedScripts(html).length > 0;
  const page = deferChunks(html);
  if (response.statusCode === 200 && markedStatus(page) === 404) {
    response.statusCode = 404;
    // Next's validator was for a page; nobody revalidates a 404.
    response.removeHeader('etag');
  }
  const policy = response.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    const hashes = inlineScriptHashes(page);
    response.setHeader('content-security-policy', documentCsp(policy, { hashes, strictDynamic: !loadsChunks }));
  }
  return page;
}
