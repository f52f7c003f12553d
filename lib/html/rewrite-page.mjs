/**
 * What the page boundary (lib/html/page-boundary.mjs) does to every HTML response: the
 * Content-Security-Policy Next set from lib/security-headers.mjs is narrowed to the document,
 * its script-src listing the hash of each inline script the site or the framework wrote
 * (lib/html/site-scripts.mjs, lib/html/inline-scripts.mjs), so that nothing else inline runs,
 * not even a script that reached the document by accident (a blog post the sanitiser missed):
 * the browser refuses that one and reports the violation, and the server logs it. Prerendered
 * and regenerated pages alike: the hashes are computed from the bytes sent. A page that marks its own status (lib/html/status-marker.mjs: not found, or
 * another refusal in words) is sent with it. Next's chunk tags give way to a loader that adds them after the page's first seconds
 * (lib/html/chunk-loader.mjs).
 */
import { documentCsp } from '../security-headers.mjs';
import { parserLoadedScripts, scriptHashSources, sortInlineScripts } from './inline-scripts.mjs';
import { markedStatus } from './status-marker.mjs';
import { deferChunks } from './chunk-loader.mjs';
import { SITE_SCRIPTS } from './site-scripts.mjs';

/**
 * @param {string} html
 * @param {import('node:http').ServerResponse} response
 * @returns {string}
 */
export function rewritePage(html, response) {
  // A page that loads Next's chunks keeps 'self' for them, not 'strict-dynamic': the loader
  // adds them, but also a <link rel="preload"> of one, which 'strict-dynamic' refuses.
  const { html: page, loader } = deferChunks(html);
  const loadsChunks = Boolean(loader) || parserLoadedScripts(html).length > 0;
  const marked = response.statusCode === 200 ? markedStatus(page) : undefined;
  if (marked) {
    response.statusCode = marked;
    // Next's validator was for a page; nobody revalidates a refusal.
    response.removeHeader('etag');
  }
  const policy = response.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    const { trusted, untrusted } = sortInlineScripts(page, loader ? [...SITE_SCRIPTS, loader] : SITE_SCRIPTS);
    if (untrusted.length > 0) reportUntrusted(untrusted, response);
    response.setHeader('content-security-policy', documentCsp(policy, { hashes: scriptHashSources(trusted), strictDynamic: !loadsChunks }));
  }
  return page;
}

/**
 * Logs the inline scripts left out of a document's policy: the browser refuses them, and the
 * log says which page carries them and how each begins.
 * @param {string[]} scripts
 * @param {import('node:http').ServerResponse} response
 */
function reportUntrusted(scripts, response) {
  const starts = scripts.map((text) => JSON.stringify(text.slice(0, 80)));
  console.warn(`Page boundary: ${response.req?.url ?? 'a page'} carries ${scripts.length} inline script(s) neither the site nor Next wrote; its policy refuses them: ${starts.join(', ')}`);
}
