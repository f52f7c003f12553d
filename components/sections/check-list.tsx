import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/utils';

/** A list of short points, each behind a check mark: one look and one spacing everywhere. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('space-y-3 text-ink', className)}>
      {/* Keyed by place, not by text: the list never reorders, and a text key is written into the page's payload a second time. */}
      {items.map((item, index) => (
        <li key={index} className="flex gap-3">
          <Icon name="check" className="mt-0.5 size-5 text-accent" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
