import 'server-only';
import { leadFormPages } from '@/content/lead-form-pages';
import { localizeHref } from '@/content/language-paths';
import { allowHold } from './http';
import { bookFromForm, signOutcome, type FormOutcome } from './no-script';

/**
 * POST /api/booking/form: the no-script picker's plain form post. The booking is decided
 * here by the same rules as the script picker (./book.ts); the answer is the page
 * /demo/book (/es/demo/book) showing the outcome, with the outcome's status: 200 booked,
 * 4xx refused (with the message, the times still free and the visitor's choice kept).
 *
 * A page cannot set its own status, so the handler renders it by asking this same server
 * for it (at the address Next names itself by, request.url's origin) with the outcome
 * signed into its address, and answers that HTML with the status. Should that fail, it
 * redirects there instead (303): the page is the same, the status 200.
 */

const field = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value.trim().slice(0, 2000) : '';
};

export const BOOK_PAGE = `${leadFormPages.demo}/book`;
const pagePath = (language: string, outcome: FormOutcome) =>
  `${localizeHref(BOOK_PAGE, language === 'es' ? 'es' : 'en')}?o=${encodeURIComponent(signOutcome(outcome))}`;

const PASSED_HEADERS = ['content-type', 'content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'x-frame-options', 'strict-transport-security', 'cross-origin-opener-policy'];

export async function handleBookingForm(request: Request): Promise<Response> {
  let data: FormData;
  try {
    data = await request.formData();
  } catch {
    return new Response('Bad form', { status: 400 });
  }
  const language = field(data, 'lang') === 'es' ? 'es' : 'en';
  const fields = { token: field(data, 'token'), start: field(data, 'start'), tz: field(data, 'tz'), intent: field(data, 'intent') };
  const outcome: FormOutcome =
    fields.intent !== 'zone' && !(await allowHold(request.headers))
      ? { status: 429, tz: fields.tz, token: fields.token, start: fields.start || undefined, refusal: 'busy' }
      : await bookFromForm(fields);
  const path = pagePath(language, outcome);
  try {
    const page = await fetch(new URL(path, request.url), { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(5_000) });
    if (!page.ok) throw new Error(`${path} answered ${page.status}`);
    const headers = new Headers({ 'Cache-Control': 'no-store' });
    for (const name of PASSED_HEADERS) {
      const value = page.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(await page.text(), { status: outcome.status, headers });
  } catch (error) {
    console.error('The booking outcome page could not be rendered here; redirecting to it', error);
    return new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } });
  }
}
