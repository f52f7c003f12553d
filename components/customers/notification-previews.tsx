import type { ReactNode } from 'react';
import type { NotificationChannel } from '@/content/customers';
import { customerPages } from '@/content/customers';
import { site } from '@/content/site';
import { Icon } from '@/components/ui/icon';

type Sample = (typeof customerPages)['notifications']['sample'];

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

function SmsPreview({ sample }: { sample: Sample }) {
  return (
    <PhoneFrame>
      <div className="border-b border-line px-4 pb-3 pt-2 text-center">
        <span aria-hidden="true" className="mx-auto flex size-10 items-center justify-center rounded-full bg-brand text-sm font-bold text-white">
          LC
        </span>
        <p className="mt-1 text-sm font-semibold text-ink">{sample.business}</p>
        <p className="text-xs text-ink-muted">Text message · Today 2:14 PM</p>
      </div>
      <ol className="space-y-3 p-4 text-[0.9375rem] leading-6">
        <li className="max-w-[85%] rounded-2xl rounded-bl-md bg-surface-sunk px-4 py-2.5 text-ink">
          Hi {sample.guest}! Thanks for your 10th visit to {sample.business} ☕ Here’s <strong>{sample.offer}</strong> your next order as a
          loyalty thank-you.
        </li>
        <li className="max-w-[85%] rounded-2xl rounded-bl-md bg-surface-sunk px-4 py-2.5 text-ink">
          Show this text or use code <strong>{sample.code}</strong> at the register or online. Valid 7 days.
        </li>
        <li className="max-w-[85%] rounded-2xl rounded-bl-md bg-surface-sunk px-4 py-2.5 text-xs text-ink-muted">
          Reply STOP to opt out, HELP for help. Msg &amp; data rates may apply.
        </li>
      </ol>
    </PhoneFrame>
  );
}

function EmailPreview({ sample }: { sample: Sample }) {
  return (
    <div className="mx-auto w-full max-w-xl overflow-hidden rounded-panel border border-line bg-surface shadow-pop">
      <div className="flex items-center gap-2 border-b border-line bg-surface-sunk px-4 py-3">
        <span aria-hidden="true" className="size-3 rounded-full bg-brand" />
        <span aria-hidden="true" className="size-3 rounded-full bg-accent" />
        <span aria-hidden="true" className="size-3 rounded-full bg-ink-muted" />
        <span className="ml-2 text-sm font-medium text-ink-muted">Inbox</span>
      </div>
      <dl className="grid grid-cols-[4.5rem_1fr] gap-y-1 border-b border-line px-5 py-4 text-sm">
        <dt className="text-ink-muted">From</dt>
        <dd className="font-semibold text-ink">{sample.business}</dd>
        <dt className="text-ink-muted">To</dt>
        <dd className="text-ink">{sample.guest}</dd>
        <dt className="text-ink-muted">Subject</dt>
        <dd className="font-semibold text-ink">{sample.guest}, here’s {sample.offer} your next visit</dd>
      </dl>
      <div className="bg-surface-warm p-5 sm:p-8">
        <div className="rounded-card bg-brand px-6 py-8 text-center text-white">
          <p className="text-sm font-semibold uppercase tracking-wider">Loyalty reward</p>
          <p className="mt-2 text-5xl font-bold tracking-tight">{sample.offer}</p>
          <p className="mt-2 text-brand-soft">your next order, because you are a regular</p>
        </div>
        <p className="mt-6 text-ink">
          Hi {sample.guest}, thank you for ten visits this season. Use code <strong>{sample.code}</strong> at the counter or when you order online.
        </p>
        <span className="mt-6 inline-flex rounded-control bg-ink px-5 py-3 font-semibold text-white">Claim {sample.offer}</span>
        <p className="mt-6 text-xs text-ink-muted">
          You are receiving this because you joined {sample.business} Rewards, powered by {site.name}. Unsubscribe any time.
        </p>
      </div>
    </div>
  );
}

function PushPreview({ sample }: { sample: Sample }) {
  const notes = [
    { app: sample.business, when: 'now', title: 'Reward unlocked 🎉', body: `${sample.offer} your next order. Tap to add it to your cart.` },
    { app: sample.business, when: '12 min ago', title: 'Your order is ready', body: 'Oat latte and almond croissant are waiting at the pickup shelf.' },
  ];
  return (
    <PhoneFrame dark>
      <div className="px-4 pb-6 pt-8 text-center">
        <p className="text-6xl font-light tracking-tight">9:41</p>
        <p className="mt-1 text-sm text-night-muted">Saturday, November 21</p>
      </div>
      <ol className="space-y-3 px-3">
        {notes.map((note) => (
          <li key={note.title} className="rounded-2xl bg-surface/95 p-3 text-ink">
            <p className="flex items-center gap-2 text-xs text-ink-muted">
              <span aria-hidden="true" className="flex size-5 items-center justify-center rounded-md bg-brand text-[0.625rem] font-bold text-white">
                LC
              </span>
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
export function ChannelPanel({ channel, sample }: { channel: NotificationChannel; sample: Sample }) {
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
            <span>open rate for SMS marketing</span>
          </p>
        ) : null}
      </div>
      <figure>
        <Preview sample={sample} />
        <figcaption className="mt-4 text-center text-sm text-ink-muted">Sample {channel.label} preview: the {sample.offer} loyalty offer</figcaption>
      </figure>
    </div>
  );
}
