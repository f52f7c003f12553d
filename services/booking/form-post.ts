import 'server-only';
import { leadFormPages } from '@/content/lead-form-pages';
import { localizeHref } from '@/content/language-paths';
import { allowHold, allowListing, clientOf, RETRY_AFTER } from './http';
import { bookFromForm, signOutcome, type FormOutcome } from './no-script';
import { formField, pageWithStatus } from './page-answer';

/**
 * POST /api/booking/form: the no-script picker's plain form post. The booking is decided
 * here by the same rules as the script picker (./book.ts); the answer is the page
 * /demo/book (/es/demo/book) showing the outcome, with the outcome's status: 200 booked,
 * 4xx refused (with the message, the times still free and the visitor's choice kept).
 * The page is rendered here with the outcome's status (./page-answer.ts).
 */

const field = formField;

export const BOOK_PAGE = `${leadFormPages.demo}/book`;
const pagePath = (language: string, outcome: FormOutcome) =>
  `${localizeHref(BOOK_PAGE, language === 'es' ? 'es' : 'en')}?o=${encodeURIComponent(signOutcome(outcome))}`;

export async function handleBookingForm(request: Request): Promise<Response> {
  let data: FormData;
  try {
    data = await request.formData();
  } catch {
    return new Response('Bad form', { status: 400 });
  }
  const language = field(data, 'lang') === 'es' ? 'es' : 'en';
  const fields = { token: field(data, 'token'), start: field(data, 'start'), tz: field(data, 'tz'), intent: field(data, 'intent') };
  // "Show times in this zone" lists the times again, like GET /api/booking/slots: the listing
  // limit, asked first. A booking spends a hold only once the time passed every check (./book.ts).
  const from = { client: clientOf(request.headers), allow: () => allowHold(request.headers) };
  const kept = { tz: fields.tz, token: fields.token, start: fields.start || undefined };
  let outcome: FormOutcome;
  try {
    outcome = fields.intent === 'zone' && !(await allowListing(request.headers)) ? { status: 429, ...kept, refusal: 'busy' } : await bookFromForm(fields, from);
  } catch (error) {
    // A busy or unreachable store (BookingStoreUnavailableError) is a moment to wait, not a server error.
    console.error('A no-script booking failed', error);
    outcome = { status: 503, ...kept, refusal: 'failure' };
  }
  return pageWithStatus(request, pagePath(language, outcome), outcome.status, outcome.status === 503 ? RETRY_AFTER : {});
}
