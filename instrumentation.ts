/**
 * Runs once when the server starts. On Node it installs the hook that hands each request's
 * socket address to route handlers (the email endpoint's per-client limit needs it; see
 * lib/email/client-address.ts), and starts the lead relay's timer, which delivers leads
 * whose earlier attempts failed (and any left pending by a restart). NEXT_RUNTIME is Next's
 * own switch between Node and edge; nothing starts while `next build` prerenders pages.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installSocketAddressHeader } = await import('@/lib/email/socket-address-hook');
  installSocketAddressHeader();
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const [{ setLeadSiteName, startRelayTimer }, { site }] = await Promise.all([import('@/lib/leads'), import('@/content/site')]);
  setLeadSiteName(site.name);
  startRelayTimer();
  const { startDigestTimer } = await import('@/services/insights-digest');
  startDigestTimer();
  const { startBookingRelayTimer } = await import('@/services/booking/relay');
  startBookingRelayTimer();
}
