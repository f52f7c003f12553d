import type { TimelineEntry } from '@/content/schema';

/** The company's milestones, oldest first, on a vertical line (a rail on the left on phones). */
export function JourneyTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <ol className="relative mx-auto max-w-3xl">
      <span aria-hidden="true" className="absolute top-2 bottom-2 left-[4.75rem] w-px bg-line sm:left-[6.5rem]" />
      {entries.map((entry) => (
        <li key={entry.year} className="relative grid grid-cols-[4rem_1fr] gap-x-6 pb-10 last:pb-0 sm:grid-cols-[5.5rem_1fr] sm:gap-x-8">
          <p className="pt-0.5 text-right text-lg font-bold tabular-nums text-brand-strong sm:text-xl">{entry.year}</p>
          <span
            aria-hidden="true"
            className="absolute top-2 left-[4.75rem] size-3 -translate-x-1/2 rounded-full border-2 border-surface bg-brand ring-2 ring-brand-soft sm:left-[6.5rem]"
          />
          <div className="pl-2">
            <h3 className="text-lg font-semibold text-ink">{entry.title}</h3>
            {entry.description ? <p className="mt-1.5 text-ink-muted">{entry.description}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
