import type { EmailFormId } from '@/lib/email/config';
import type { NoScriptBooking } from '@/services/booking/view';

/**
 * What a lead form posted without JavaScript comes back with (services/forms/post-lead.ts):
 * the values to show again, each field's error, the form's message, and a fresh signed
 * fill-time ticket for the next post. Plain data: React puts it in the answer's HTML.
 */
export type LeadPostState = {
  form: EmailFormId;
  values: Record<string, string>;
  errors: Record<string, string>;
  message: { tone: 'error' | 'success'; text: string } | null;
  /** Set on every refusal, so a second post a few seconds later is let through. */
  ticket?: string;
  /** A demo request the site stored: the right to book it and the free times (services/booking/view.ts). */
  booking?: NoScriptBooking;
} | null;

/** The hidden fields a lead form carries for the server (what it cannot know otherwise). */
export const POST_FIELDS = {
  form: 'lead_form',
  language: 'lead_language',
  page: 'lead_page',
  source: 'lead_source',
  ticket: 'lead_ticket',
} as const;
