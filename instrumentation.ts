/**
 * Runs once when a Next.js server starts. Starts the lead relay's timer, which delivers
 * leads whose earlier attempts failed (and any left pending by a restart). Only in the
 * Node.js server runtime and never while `next build` prerenders pages.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startRelayTimer } = await import('./lib/leads');
  startRelayTimer();
}
