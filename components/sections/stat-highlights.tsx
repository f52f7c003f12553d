import type { Stat } from '@/content/schema';
import { cn } from '@/lib/utils';

/** A row of big figures with short labels; static text, so crawlers and no-JS readers see it all. */
export function StatHighlights({ items, inverse = false, className }: { items: readonly Stat[]; inverse?: boolean; className?: string }) {
  return (
    <dl className={cn('grid gap-5 sm:grid-cols-2 lg:grid-cols-4', className)}>
      {items.map((item) => (
        <div
          key={item.label}
          className={cn('flex flex-col-reverse justify-end rounded-card border p-6', inverse ? 'border-white/10 bg-white/5' : 'border-line bg-surface shadow-card')}
        >
          <dt className={cn('mt-2 text-[0.9375rem] leading-6', inverse ? 'text-night-muted' : 'text-ink-muted')}>{item.label}</dt>
          <dd className={cn('text-3xl font-bold tracking-tight', inverse ? 'text-white' : 'text-brand-strong')}>{item.number}</dd>
        </div>
      ))}
    </dl>
  );
}
