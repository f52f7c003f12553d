import 'server-only';
import { SERVER_ORIGIN_HEADER } from '@/lib/email/socket-address-hook';

/**
 * A page answered with the status of what happened. A page cannot set its own status, so a
 * route handler renders it by asking this same server for it, with what it must show signed
 * into its address, and answers that HTML with the status. Should that fail, it redirects
 * there instead (303): the page is the same, the status 200.
 *
 * The server is asked over plain HTTP at the address and port the request reached it on
 * (SERVER_ORIGIN_HEADER, written by the socket hook instrumentation.ts installs), not at
 * request.url: behind nginx that is https://localhost:<port> (X-Forwarded-Proto: https), and
 * this server speaks no TLS, so every answer became a 303 (issue 54, item 6).
 */

/** A plain form's text field, trimmed and bounded. */
export const formField = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value.trim().slice(0, 2000) : '';
};

const PASSED_HEADERS = ['content-type', 'content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'x-frame-options', 'strict-transport-security', 'cross-origin-opener-policy'];

export async function pageWithStatus(request: Request, path: string, status: number, extra: Record<string, string> = {}): Promise<Response> {
  try {
    const origin = request.headers.get(SERVER_ORIGIN_HEADER) || new URL(request.url).origin;
    const page = await fetch(new URL(path, origin), { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(5_000) });
    // The page may answer the status itself (components/ui/page-status.tsx).
    if (!page.ok && page.status !== status) throw new Error(`${path} answered ${page.status}`);
    const headers = new Headers({ 'Cache-Control': 'no-store', ...extra });
    for (const name of PASSED_HEADERS) {
      const value = page.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(await page.text(), { status, headers });
  } catch (error) {
    console.error(`The page ${path} could not be rendered here; redirecting to it`, error);
    return new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store', ...extra } });
  }
}
