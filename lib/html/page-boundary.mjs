/**
 * The one place every HTML response passes on its way out of the server: prerendered pages,
 * regenerated ones, a blog post rendered on its first request, the 404 and error pages alike
 * (the incremental cache sees only some of them, and `proxy.ts` cannot read a body).
 * `server.mjs` puts it around Next's request handler.
 *
 * For a response whose Content-Type is text/html it holds the body until Next has written
 * all of it, lets `rewrite` change the text and the headers, then sends the result,
 * compressed as the client asked. Any other response passes through untouched, streamed as
 * Next writes it. Holding the document costs its streaming: every page here is whole before
 * its first byte is useful (prerendered or regenerated), and a header such as the CSP must
 * be known before the first byte is sent.
 *
 * Plain JavaScript: `server.mjs` runs under Node as it is, before anything is compiled.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync, inflateSync } from 'node:zlib';

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {(html: string, response: Response) => string} Rewrite */

const DECODERS = { gzip: gunzipSync, br: brotliDecompressSync, deflate: inflateSync };

/**
 * The encoding to send a document in, from the client's Accept-Encoding: Brotli, else gzip,
 * else none. q=0 refuses an encoding.
 * @param {string | undefined} header
 * @returns {'br' | 'gzip' | undefined}
 */
export function preferredEncoding(header) {
  const accepted = new Map(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([name]) => name)
      .map(([name, ...parameters]) => {
        const q = parameters.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
        return [name.trim().toLowerCase(), q === undefined ? 1 : Number(q)];
      }),
  );
  for (const name of /** @type {const} */ (['br', 'gzip'])) if ((accepted.get(name) ?? 0) > 0) return name;
  return undefined;
}

/** @param {Buffer} body @param {'br' | 'gzip'} encoding */
function encode(body, encoding) {
  if (encoding === 'gzip') return gzipSync(body);
  // Quality 5: most of Brotli's gain over gzip at a fraction of its top quality's cost, per request.
  return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
}

/**
 * A weak validator of the document as rewritten (weak: the same text is sent br, gzip or plain).
 * @param {Buffer} body
 */
function documentTag(body) {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * Whether an If-None-Match header names `tag`; compared weakly, as RFC 9110 asks for GET.
 * @param {string | undefined} header
 * @param {string} tag
 */
function matches(header, tag) {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (/** @type {string} */ value) => value.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => opaque(candidate) === opaque(tag));
}

/**
 * Wraps a Node request handler so that HTML responses go through `rewrite`.
 * @param {(request: Request, response: Response) => unknown} handle
 * @param {Rewrite} rewrite
 * @returns {(request: Request, response: Response) => unknown}
 */
export function pageBoundary(handle, rewrite) {
  return (request, response) => {
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    // A browser's navigation asks for HTML: Next sends it uncompressed, so it can be read
    // here, and it is compressed once, after the rewrite. (A document Next did compress,
    // asked for by a client that does not say it wants HTML, is decoded below.)
    // Its conditional headers are answered here too, against the rewritten document: a 304
    // from Next would carry the static CSP, which the browser then puts on its cached copy,
    // refusing every inline script the document's own CSP allowed (seen on every reload).
    /** @type {string | undefined} */
    let ifNoneMatch;
    if (String(request.headers.accept ?? '').includes('text/html')) {
      request.headers['accept-encoding'] = 'identity';
      ifNoneMatch = request.headers['if-none-match'];
      delete request.headers['if-none-match'];
      delete request.headers['if-modified-since'];
    }
    holdDocument(response, (html) => rewrite(html, response), encoding, ifNoneMatch);
    return handle(request, response);
  };
}

/**
 * Replaces `writeHead`, `write` and `end` of `response` so that an HTML body is gathered and
 * sent rewritten, and anything else is sent as it comes. The choice is made when Next first
 * sends headers or body, by which time it has set the Content-Type. The replacements stay in
 * place for the whole response: Next's compression wraps them in turn, and putting the
 * originals back would cut that wrapper out.
 * @param {Response} response
 * @param {(html: string) => string} rewrite
 * @param {'br' | 'gzip' | undefined} encoding
 * @param {string | undefined} ifNoneMatch the request's If-None-Match, kept from Next
 */
function holdDocument(response, rewrite, encoding, ifNoneMatch) {
  const original = { writeHead: response.writeHead, write: response.write, end: response.end };
  /** @type {'hold' | 'pass' | undefined} */
  let mode;
  /** @type {Buffer[]} */
  const chunks = [];

  const decide = () => {
    if (mode) return mode;
    const type = String(response.getHeader('content-type') ?? '');
    const empty = response.statusCode === 204 || response.statusCode === 304;
    mode = /^text\/html\b/i.test(type) && !empty ? 'hold' : 'pass';
    return mode;
  };

  /** @param {unknown} chunk @param {unknown} [encodingName] */
  const gather = (chunk, encodingName) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, /** @type {BufferEncoding} */ (typeof encodingName === 'string' ? encodingName : 'utf8')) : Buffer.from(/** @type {Uint8Array} */ (chunk)));
  };

  /** @type {any} */ (response).writeHead = function writeHead(/** @type {number} */ status, /** @type {any[]} */ ...rest) {
    const headers = typeof rest[0] === 'string' ? rest[1] : rest[0];
    if (typeof rest[0] === 'string') response.statusMessage = rest[0];
    response.statusCode = status;
    if (Array.isArray(headers)) {
      // The raw form: [name, value, name, value, …].
      for (let i = 0; i + 1 < headers.length; i += 2) response.setHeader(headers[i], headers[i + 1]);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value);
    }
    if (decide() === 'pass') return original.writeHead.call(response, status);
    return response;
  };

  /** @type {any} */ (response).write = function write(/** @type {any} */ chunk, /** @type {any} */ encodingName, /** @type {any} */ callback) {
    if (decide() === 'pass') return original.write.call(response, chunk, encodingName, callback);
    gather(chunk, encodingName);
    const done = typeof encodingName === 'function' ? encodingName : callback;
    if (typeof done === 'function') process.nextTick(done);
    return true;
  };

  /** @type {any} */ (response).end = function end(/** @type {any} */ chunk, /** @type {any} */ encodingName, /** @type {any} */ callback) {
    if (decide() === 'pass') return original.end.call(response, chunk, encodingName, callback);
    gather(chunk, encodingName);
    const done = [chunk, encodingName, callback].find((value) => typeof value === 'function');
    let body = Buffer.concat(chunks);
    const sentEncoding = String(response.getHeader('content-encoding') ?? '').toLowerCase();
    const decoder = DECODERS[/** @type {keyof typeof DECODERS} */ (sentEncoding)];
    if (decoder) body = decoder(body);
    if (body.length > 0) body = Buffer.from(rewrite(body.toString('utf8')), 'utf8');
    response.removeHeader('content-encoding');
    const vary = String(response.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) response.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (response.statusCode === 200 && body.length > 0) {
      const tag = documentTag(body);
      response.setHeader('etag', tag);
      if (matches(ifNoneMatch, tag)) {
        // Not modified: the same headers, the document's own CSP among them, and no body.
        response.statusCode = 304;
        for (const name of ['content-length', 'content-type']) response.removeHeader(name);
        if (!response.headersSent) original.writeHead.call(response, 304);
        return original.end.call(response, done);
      }
    }
    if (encoding && body.length > 0) {
      body = encode(body, encoding);
      response.setHeader('content-encoding', encoding);
    }
    // A HEAD answer has no body: its length is left as Next computed it.
    if (response.req?.method !== 'HEAD') response.setHeader('content-length', body.length);
    // The headers go now, once: Node's own end() would otherwise ask writeHead again, which
    // in hold mode sends nothing.
    if (!response.headersSent) original.writeHead.call(response, response.statusCode);
    return original.end.call(response, body, done);
  };
}
