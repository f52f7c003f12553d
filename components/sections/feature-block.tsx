import { Img } from '@/components/ui/img';
import type { FeatureBlock as FeatureBlockData } from '@/content/schema';
import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';
import { CheckList } from '@/components/sections/check-list';

/** Text beside an illustration; `reverse` swaps the sides so stacked blocks alternate. */
export function FeatureBlock({ block, headingLevel = 'h2' }: { block: FeatureBlockData; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
      <div className={cn(block.reverse && 'lg:order-2')}>
        <Heading className="text-title font-bold text-balance text-ink">{block.title}</Heading>
        <p className="mt-4 text-lead text-ink-muted">{block.description}</p>
        {block.features.length ? (
          <CheckList items={block.features} className="mt-6" />
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
      <Img {...block.image} className="h-auto w-full rounded-panel" />
    </div>
  );
}
