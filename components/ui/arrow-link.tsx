import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * A text link that ends in an arrow: "Bakery solutions →". One look wherever a card or a
 * story closes with a link (its classes had drifted apart when each card wrote its own);
 * `className` places it (margins, self-alignment), never restyles it.
 */
export function ArrowLink({ href, label, className, children }: { href: string; label?: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} aria-label={label} className={cn('inline-flex items-center gap-1 font-semibold text-brand-strong underline-offset-4 hover:underline', className)}>
      {children}
      <span aria-hidden="true">→</span>
    </a>
  );
}
