/**
 * Runs once when the server starts. On Node it installs the hook that hands each request's
 * socket address to route handlers (the email endpoint's per-client limit needs it; see
 * lib/email/client-address.ts). NEXT_RUNTIME is Next's own switch between Node and edge.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { installSocketAddressHeader } = await import('@/lib/email/socket-address-hook');
    installSocketAddressHeader();
  }
}
