import http from 'node:http';
import { SOCKET_ADDRESS_HEADER } from './client-address';

/**
 * Writes each request's socket address into SOCKET_ADDRESS_HEADER (and the server's own origin
 * into SERVER_ORIGIN_HEADER) before the server's request handler sees it, overwriting whatever
 * the client sent under those names. This is
 * how a route handler under `next start` learns the address (see client-address.ts).
 * Patches http.Server's emit once per process; servers already listening are covered too.
 */
const installed = Symbol.for('ladle.socketAddressHeader');

/**
 * The plain-HTTP origin this server was reached at (`http://127.0.0.1:3000`), written beside
 * the socket address: a route handler that asks its own server for a page uses it, since
 * request.url says https:// whenever the proxy in front sent X-Forwarded-Proto: https, and this
 * server speaks no TLS (services/booking/http.ts). Overwritten on every request, so a
 * client cannot point the server's own requests elsewhere.
 */
export const SERVER_ORIGIN_HEADER = 'x-server-origin';

/** `http://<local address>:<port>` of the socket, an IPv6 address in brackets, a mapped IPv4 one as IPv4. */
function serverOrigin(socket: http.IncomingMessage['socket'] | undefined): string {
  const address = socket?.localAddress?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (!address || !socket?.localPort) return '';
  return `http://${address.includes(':') ? `[${address}]` : address}:${socket.localPort}`;
}

type Patchable = typeof http.Server.prototype & { [installed]?: true };

export function installSocketAddressHeader() {
  const prototype = http.Server.prototype as Patchable;
  if (prototype[installed]) return;
  const emit = prototype.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  prototype.emit = function emitWithSocketAddress(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage;
      request.headers[SOCKET_ADDRESS_HEADER] = request.socket?.remoteAddress ?? '';
      request.headers[SERVER_ORIGIN_HEADER] = serverOrigin(request.socket);
    }
    return emit.call(this, event, ...args);
  } as typeof prototype.emit;
  prototype[installed] = true;
}
