import { isIP } from 'node:net';

/**
 * Which client a request counts against for the per-client limit.
 *
 * `next start` gives a route handler no socket: it only fills X-Forwarded-For from the
 * socket when the request has none (`??=` in Next's base server), and keeps a client-sent
 * value untouched, neither overwritten nor appended to. So that header cannot be trusted
 * unless a proxy in front sets it. The socket address reaches the handler in
 * SOCKET_ADDRESS_HEADER instead, which the server's request hook (socket-address-hook.ts,
 * installed by instrumentation.ts) overwrites on every request from the socket itself.
 *
 * With TRUST_PROXY=1 the proxy in front (deploy/nginx.conf) is the socket peer, and the
 * client is the last X-Forwarded-For entry: the one that proxy wrote or appended.
 */

export const SOCKET_ADDRESS_HEADER = 'x-socket-address';

/** The eight 16-bit groups of an IPv6 address, or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const [a, b, c, d] = dotted.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  const groups = [...left, ...(tail === undefined ? [] : Array(missing).fill('0')), ...right].map((group) => parseInt(group, 16));
  return groups.length === 8 && groups.every((group) => group >= 0 && group <= 0xffff) ? groups : undefined;
}

/**
 * One key per client: an IPv4 address as it is (IPv4-mapped IPv6 included), an IPv6
 * address by its /64 prefix, since one subscriber usually holds a whole /64.
 */
export function addressGroup(raw: string): string {
  const address = raw.trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const version = isIP(address);
  if (version === 4) return address;
  if (version !== 6) return 'unknown';
  const groups = ipv6Groups(address);
  if (!groups) return 'unknown';
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}

const WARNED = Symbol.for('ladle.trustProxyWarned');
type Warned = typeof globalThis & { [WARNED]?: boolean };

/**
 * A proxy on this machine (nginx) that forwards with X-Forwarded-For while TRUST_PROXY is unset
 * makes every visitor one client, 127.0.0.1: one visitor's holds or leads lock out everyone,
 * and the booking caps count the whole internet as one address. Said once per process, as an
 * error, since the limits are then wrong for everybody.
 */
function warnUntrustedProxy(headers: Headers, socket: string) {
  if ((globalThis as Warned)[WARNED]) return;
  // Next fills X-Forwarded-For with the socket address when a request has none: that is no proxy.
  const forwarded = (headers.get('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  if (forwarded.every((entry) => entry === socket.trim())) return;
  if (!/^(127\.|::1$|::ffff:127\.)/.test(socket.trim().replace(/^\[|\]$/g, ''))) return;
  (globalThis as Warned)[WARNED] = true;
  console.error(
    `[client-address] A request from ${socket} (loopback) carries X-Forwarded-For, but TRUST_PROXY is unset: every client behind that proxy counts as ${socket} ` +
      'for the per-client limits and the booking caps. Set TRUST_PROXY=1 on every instance behind the proxy (docs/instances.md).',
  );
}

export function clientKey(headers: Headers, trustProxy: boolean): string {
  const socket = headers.get(SOCKET_ADDRESS_HEADER) || '';
  if (!trustProxy) warnUntrustedProxy(headers, socket);
  const forwarded = trustProxy ? headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() : undefined;
  return addressGroup(forwarded || socket);
}
