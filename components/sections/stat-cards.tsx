import type { Stat } from '@/content/schema';

/** Company figures as cards: the number large, what it counts beneath it. */
export function StatCards({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4 lg:gap-6">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse rounded-card border border-line bg-surface p-5 shadow-card sm:p-7">
          <dt className="mt-1 text-sm font-medium uppercase tracking-wide text-ink-muted">{stat.label}</dt>
          <dd className="text-4xl font-bold tracking-tight text-brand-strong tabular-nums sm:text-5xl">{stat.number}</dd>
        </div>
      ))}
    </dl>
  );
}
