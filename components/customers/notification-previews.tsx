import type { ReactNode } from 'react';
import type { NotificationChannel } from '@/content/customers';
import { customerPages, notificationPreviewWords, type NotificationPreviewWords } from '@/content/customers';
import { site } from '@/content/site';
import { intlLocale, type Locale } from '@/lib/i18n/locale';
import { Icon } from '@/components/ui/icon';
import { fill, rich } from './rich-text';

type Sample = (typeof customerPages)['notifications']['sample'];
type PreviewProps = { sample: Sample; words: NotificationPreviewWords; locale: Locale };

/** The day on the lock screen of the push preview, written out in the reader's language. */
const lockScreenDay = new Date(Date.UTC(2026, 10, 21));

function lockScreenDate(locale: Locale) {
  return new Intl.DateTimeFormat(intlLocale[locale], { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(lockScreenDay);
}

/** The sample campaign's values for the `{…}` placeholders of the preview words. */
function values(sample: Sample): Record<string, string> {
  return { guest: sample.guest, business: sample.business, offer: sample.offer, code: sample.code, site: site.name };
}

/** A phone outline around a preview; decorative chrome only, the text inside is real. */
function PhoneFrame({ children, dark = false }: { children: ReactNode; dark?: boolean }) {
  return (
    <div className="mx-auto w-full max-w-[20rem] rounded-[2.5rem] border-[10px] border-ink bg-ink shadow-pop">
      <div className={`relative min-h-[30rem] overflow-hidden rounded-[1.8rem] ${dark ? 'bg-night text-white' : 'bg-surface'}`}>
        <div aria-hidden="true" className="mx-auto mt-2 h-5 w-24 rounded-full bg-ink" />
        {children}
      </div>
    </div>
  );
}

function SmsPreview({ sample, words }: PreviewProps) {
  const w = words.sms;
  return (
    <PhoneFrame>
      <div className="border-b border-line px-4 pb-3 pt-2 text-center">
        <SenderBadge name={sample.business} className="mx-auto size-10 rounded-full text-sm" />
        <p className="mt-1 text-sm font-semibold text-ink">{sample.business}</p>
        <p className="text-xs text-ink-muted">{w.meta}</p>
      </div>
      <ol className="space-y-3 p-4 text-[0.9375rem] leading-6">
        {w.messages.map((message) => (
          <li key={message} className="max-w-[85%] rounded-2xl rounded-bl-md bg-surface-sunk px-4 py-2.5 text-ink">
            {rich(message, values(sample))}
          </li>
        ))}
        <li className="max-w-[85%] rounded-2xl rounded-bl-md bg-surface-sunk px-4 py-2.5 text-xs text-ink-muted">{w.legal}</li>
      </ol>
    </PhoneFrame>
  );
}

function EmailPreview({ sample, words }: PreviewProps) {
  const w = words.email;
  const v = values(sample);
  return (
    <div className="mx-auto w-full max-w-xl overflow-hidden rounded-panel border border-line bg-surface shadow-pop">
      <div className="flex items-center gap-2 border-b border-line bg-surface-sunk px-4 py-3">
        <span aria-hidden="true" className="size-3 rounded-full bg-brand" />
        <span aria-hidden="true" className="size-3 rounded-full bg-accent" />
        <span aria-hidden="true" className="size-3 rounded-full bg-ink-muted" />
        <span className="ml-2 text-sm font-medium text-ink-muted">{w.inbox}</span>
      </div>
      <dl className="grid grid-cols-[4.5rem_1fr] gap-y-1 border-b border-line px-5 py-4 text-sm">
        <dt className="text-ink-muted">{w.from}</dt>
        <dd className="font-semibold text-ink">{sample.business}</dd>
        <dt className="text-ink-muted">{w.to}</dt>
        <dd className="text-ink">{sample.guest}</dd>
        <dt className="text-ink-muted">{w.subjectLabel}</dt>
        <dd className="font-semibold text-ink">{fill(w.subject, v)}</dd>
      </dl>
      <div className="bg-surface-warm p-5 sm:p-8">
        <div className="rounded-card bg-brand px-6 py-8 text-center text-white">
          <p className="text-sm font-semibold uppercase tracking-wider">{w.badge}</p>
          <p className="mt-2 text-5xl font-bold tracking-tight">{sample.offer}</p>
          <p className="mt-2 text-brand-soft">{w.badgeNote}</p>
        </div>
        <p className="mt-6 text-ink">{rich(w.body, v)}</p>
        <span className="mt-6 inline-flex rounded-control bg-ink px-5 py-3 font-semibold text-white">{fill(w.button, v)}</span>
        <p className="mt-6 text-xs text-ink-muted">{fill(w.footer, v)}</p>
      </div>
    </div>
  );
}

function PushPreview({ sample, words, locale }: PreviewProps) {
  const notes = words.push.notes.map((note) => ({ app: sample.business, when: note.when, title: note.title, body: fill(note.body, values(sample)) }));
  return (
    <PhoneFrame dark>
      <div className="px-4 pb-6 pt-8 text-center">
        <p className="text-6xl font-light tracking-tight">9:41</p>
        <p className="mt-1 text-sm text-night-muted">{lockScreenDate(locale)}</p>
      </div>
      <ol className="space-y-3 px-3">
        {notes.map((note) => (
          <li key={note.title} className="rounded-2xl bg-surface/95 p-3 text-ink">
            <p className="flex items-center gap-2 text-xs text-ink-muted">
              <SenderBadge name={sample.business} className="size-5 rounded-md text-[0.625rem]" />
              <span className="font-semibold uppercase tracking-wide">{note.app}</span>
              <span className="ml-auto">{note.when}</span>
            </p>
            <p className="mt-1.5 text-sm font-semibold">{note.title}</p>
            <p className="text-sm text-ink-muted">{note.body}</p>
          </li>
        ))}
      </ol>
    </PhoneFrame>
  );
}

const previews = { sms: SmsPreview, email: EmailPreview, push: PushPreview };

/** One channel's panel: what it is for beside a realistic preview of the sample loyalty offer. */
export function ChannelPanel({
  channel,
  sample,
  words = notificationPreviewWords,
  locale = 'en',
}: {
  channel: NotificationChannel;
  sample: Sample;
  /** The preview words in the reader's language (English by default). */
  words?: NotificationPreviewWords;
  locale?: Locale;
}) {
  const Preview = previews[channel.value];
  return (
    <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
      <div>
        <h3 className="text-title font-bold text-balance text-ink">{channel.title}</h3>
        <p className="mt-4 text-lead text-ink-muted">{channel.description}</p>
        <ul className="mt-6 space-y-3">
          {channel.points.map((point) => (
            <li key={point} className="flex gap-3 text-ink">
              <Icon name="check" className="size-5 text-accent" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
        {channel.value === 'sms' ? (
          <p className="mt-8 inline-flex items-baseline gap-2 rounded-card bg-accent-soft px-5 py-3 text-ink">
            <strong className="text-3xl font-bold text-accent-strong">{sample.openRate}</strong>
            <span>{words.openRate}</span>
          </p>
        ) : null}
      </div>
      <figure>
        <Preview sample={sample} words={words} locale={locale} />
        <figcaption className="mt-4 text-center text-sm text-ink-muted">{fill(words.caption, { ...values(sample), channel: words.channelNames[channel.value] })}</figcaption>
      </figure>
    </div>
  );
}

/** The sample business's initials ("Ladle Café" → "LC") as the sender's avatar in a preview. */
function SenderBadge({ name, className }: { name: string; className: string }) {
  const initials = name
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
    .slice(0, 2);
  return (
    <span aria-hidden="true" className={`flex items-center justify-center bg-brand font-bold text-white ${className}`}>
      {initials}
    </span>
  );
}
