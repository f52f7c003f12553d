import type { FeatureCard } from '@/content/schema';
import { cn } from '@/lib/utils';
import { Icon } from '@/components/ui/icon';

/** Cards of icon, title and description; a card with an href becomes one link. */
export function FeatureGrid({
  items,
  columns = 3,
  headingLevel = 'h3',
  className,
  inverse = false,
}: {
  items: readonly FeatureCard[];
  columns?: 2 | 3 | 4;
  headingLevel?: 'h2' | 'h3';
  className?: string;
  inverse?: boolean;
}) {
  const Heading = headingLevel;
  const cols = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }[columns];
  return (
    <ul className={cn('grid gap-5', cols, className)}>
      {items.map((item) => {
        const body = (
          <>
            {item.icon ? (
              <span className={inverse ? 'card-icon-inverse' : 'card-icon'}>
                <Icon name={item.icon} />
              </span>
            ) : null}
            <Heading className={cn('card-title mt-4', inverse && 'text-white')}>{item.title}</Heading>
            <p className={cn('card-text mt-2', inverse && 'text-night-muted')}>
              {item.description}
            </p>
          </>
        );
        const card = inverse ? 'card-inverse' : 'card';
        return (
          <li key={item.title}>
            {item.href ? (
              <a href={item.href} className={cn(card, 'block transition-shadow hover:shadow-pop')}>
                {body}
              </a>
            ) : (
              <div className={card}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
