/**
 * HTTP for the probes (scripts/probe/*.mjs): node:http rather than fetch, so a probe can
 * send what a browser never would (a false Content-Length, a chunked body that never ends
 * early, huge headers) and pick the source address it sends from.
 */
import http from 'node:http';
import https from 'node:https';

let nextHost = 10;

/**
 * A source address of its own for each call when the target is on loopback (127.0.0.10,
 * 127.0.0.11, ...), so each probe is its own client for a per-client limit; otherwise
 * undefined (the system's default address).
 */
export function sourceAddress(baseUrl) {
  const { hostname } = new URL(baseUrl);
  if (!['localhost', '127.0.0.1'].includes(hostname)) return undefined;
  nextHost = nextHost >= 250 ? 10 : nextHost + 1;
  return `127.0.0.${nextHost}`;
}

/**
 * Sends one request and resolves with { status, text, headers }. `body` is a string, a
 * Buffer, or an array of chunks sent with chunked encoding.
 */
export function send(baseUrl, pathname, { method = 'POST', headers = {}, body, from } = {}) {
  const url = new URL(pathname, `${baseUrl}/`);
  const client = url.protocol === 'https:' ? https : http;
  const host = url.hostname === 'localhost' ? '127.0.0.1' : url.hostname;
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = client.request(
      { method, host, port: url.port, path: `${url.pathname}${url.search}`, headers: { Host: url.host, ...headers }, localAddress: from, agent: false },
      (response) => {
        answered = true;
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), headers: response.headers }));
        response.on('error', reject);
      },
    );
    // A server may answer (413) and close before the whole body is sent: the write fails,
    // the answer still arrives. Without an answer shortly after, the failure is the result.
    request.on('error', (error) => {
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') setTimeout(() => answered || reject(error), 500);
      else reject(error);
    });
    if (Array.isArray(body)) {
      for (const chunk of body) request.write(chunk);
      request.end();
    } else {
      request.end(body);
    }
  });
}

export const json = (value) => ({ headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(value) });
