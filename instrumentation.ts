/**
 * Runs once when the server starts. On Node it installs the hook that hands each request's
 * socket address to route handlers (the email endpoint's per-client limit needs it; see
 * lib/email/client-address.ts), and starts the lead relay's timer, which delivers leads
 * whose earlier attempts failed (and any left pending by a restart). NEXT_RUNTIME is Next's
 * own switch between Node and edge; nothing starts while `next build` prerenders pages.
 * It also tells server.mjs how to stop (SHUTDOWN_GRACE_MS, and the relay to finish first), and
 * makes sure the booking secret exists (or refuses to start without one it needs).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installSocketAddressHeader } = await import('@/lib/email/socket-address-hook');
  installSocketAddressHeader();
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // The booking links' key, before any request: made and kept on first start (one server), or
  // no start at all with DATABASE_URL and no BOOKING_SECRET, saying why (services/booking/tokens.ts).
  // Exiting, not throwing: Next logs an error thrown here and serves anyway.
  const { bookingSecret } = await import('@/services/booking/tokens');
  try {
    bookingSecret();
  } catch (error) {
    console.error(`The site cannot start. ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const [{ closeRelay, setLeadSiteName, startRelayTimer }, { site }, { serverEnv }, { planShutdown }] = await Promise.all([
    import('@/lib/leads'),
    import('@/content/site'),
    import('@/lib/env'),
    import('@/lib/http/graceful-shutdown.mjs'),
  ]);
  setLeadSiteName(site.name);
  startRelayTimer();
  // On SIGTERM, once the last request has finished (server.mjs), the relay's pass under way
  // records what it sent before the process exits: otherwise another instance would mail
  // those leads again when their claims expire.
  planShutdown({ graceMs: serverEnv().SHUTDOWN_GRACE_MS, beforeExit: closeRelay });
  const { startDigestTimer } = await import('@/services/insights-digest');
  startDigestTimer();
  const { startBookingRelayTimer } = await import('@/services/booking/relay');
  startBookingRelayTimer();
}
