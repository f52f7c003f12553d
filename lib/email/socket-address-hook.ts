import http from 'node:http';
import { SOCKET_ADDRESS_HEADER } from './client-address';

/**
 * Writes each request's socket address into SOCKET_ADDRESS_HEADER before the server's
 * request handler sees it, overwriting whatever the client sent under that name. This is
 * how a route handler under `next start` learns the address (see client-address.ts).
 * Patches http.Server's emit once per process; servers already listening are covered too.
 */
const installed = Symbol.for('ladle.socketAddressHeader');

type Patchable = typeof http.Server.prototype & { [installed]?: true };

export function installSocketAddressHeader() {
  const prototype = http.Server.prototype as Patchable;
  if (prototype[installed]) return;
  const emit = prototype.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  prototype.emit = function emitWithSocketAddress(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage;
      request.headers[SOCKET_ADDRESS_HEADER] = request.socket?.remoteAddress ?? '';
    }
    return emit.call(this, event, ...args);
  } as typeof prototype.emit;
  prototype[installed] = true;
}
