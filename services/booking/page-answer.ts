import 'server-only';

/**
 * A page answered with the status of what happened. A page cannot set its own status, so a
 * route handler renders it by asking this same server for it (at the address Next names
 * itself by, request.url's origin), with what it must show signed into its address, and
 * answers that HTML with the status. Should that fail, it redirects there instead (303): the
 * page is the same, the status 200.
 */

/** A plain form's text field, trimmed and bounded. */
export const formField = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value.trim().slice(0, 2000) : '';
};

const PASSED_HEADERS = ['content-type', 'content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'x-frame-options', 'strict-transport-security', 'cross-origin-opener-policy'];

export async function pageWithStatus(request: Request, path: string, status: number): Promise<Response> {
  try {
    const page = await fetch(new URL(path, request.url), { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(5_000) });
    // The page may answer the status itself (components/ui/page-status.tsx).
    if (!page.ok && page.status !== status) throw new Error(`${path} answered ${page.status}`);
    const headers = new Headers({ 'Cache-Control': 'no-store' });
    for (const name of PASSED_HEADERS) {
      const value = page.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(await page.text(), { status, headers });
  } catch (error) {
    console.error(`The page ${path} could not be rendered here; redirecting to it`, error);
    return new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } });
  }
}
