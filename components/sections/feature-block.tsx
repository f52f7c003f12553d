import { Img } from '@/components/ui/img';
import type { FeatureBlock as FeatureBlockData } from '@/content/schema';
import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

/** Text beside an illustration; `reverse` swaps the sides so stacked blocks alternate. */
export function FeatureBlock({ block, headingLevel = 'h2' }: { block: FeatureBlockData; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
      <div className={cn(block.reverse && 'lg:order-2')}>
        <Heading className="text-title font-bold text-balance text-ink">{block.title}</Heading>
        <p className="mt-4 text-lead text-ink-muted">{block.description}</p>
        {block.features.length ? (
          <ul className="mt-6 space-y-3">
            {block.features.map((feature) => (
              <li key={feature} className="flex gap-3 text-ink">
                <Icon name="check" className="mt-0.5 size-5 text-accent" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {block.link ? (
          <Button asChild variant="outline" className="mt-8">
            <a href={block.link.href}>
              {block.link.label}
              <span className="sr-only">: {block.title}</span>
            </a>
          </Button>
        ) : null}
      </div>
      <Img
        src={block.image.src}
        alt={block.image.alt}
        width={block.image.width}
        height={block.image.height}
        unoptimized={block.image.src.endsWith('.svg')}
        loading="lazy"
        className="h-auto w-full rounded-panel"
        sizes="(min-width: 1024px) 50vw, 100vw"
      />
    </div>
  );
}
