import type { FeatureCard } from '@/content/schema';
import { Icon } from '@/components/ui/icon';

/**
 * "Who it is for": one link card per kind of food business. Compact rows on phones (eight
 * tall cards would be a long scroll), a four-column grid of cards from large screens up.
 */
export function OperatorCards({ items }: { items: readonly FeatureCard[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-4">
      {items.map((item) =>
        item.href ? (
          <li key={item.title}>
            <a
              href={item.href}
              className="operator-card group"
            >
              {item.icon ? (
                <span className="card-icon">
                  <Icon name={item.icon} />
                </span>
              ) : null}
              <div className="lg:mt-4">
                <h3 className="operator-card-title">
                  {item.title}
                  <span aria-hidden="true" className="operator-card-arrow">→</span>
                </h3>
                <p className="card-text mt-1 lg:mt-2">{item.description}</p>
              </div>
            </a>
          </li>
        ) : null,
      )}
    </ul>
  );
}
