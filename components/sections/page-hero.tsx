import * as React from 'react';
import { Img } from '@/components/ui/img';
import type { ContentImage } from '@/content/schema';
import { cn, mergeClasses } from '@/lib/utils';
import { Container } from '@/components/ui/container';

/**
 * The top band of a page: the page's only h1, a lead, actions and an optional illustration.
 * The illustration is the likely LCP element, so it loads eagerly with high priority.
 */
export function PageHero({
  eyebrow,
  title,
  description,
  actions,
  image,
  children,
  className,
}: {
  eyebrow?: string;
  title: React.ReactNode;
  description?: React.ReactNode;
  actions?: React.ReactNode;
  image?: ContentImage;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={mergeClasses('overflow-hidden bg-surface-warm', className)}>
      <Container className={cn('grid items-center gap-10 py-14 sm:py-20', image && 'lg:grid-cols-[1.05fr_1fr]')}>
        <div>
          {eyebrow ? <p className="text-eyebrow font-semibold uppercase text-brand">{eyebrow}</p> : null}
          <h1 className="mt-3 text-display font-bold text-balance text-ink sm:text-display-lg">{title}</h1>
          {description ? <p className="mt-5 max-w-2xl text-lead text-pretty text-ink-muted">{description}</p> : null}
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
          {children}
        </div>
        {image ? (
          <Img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            priority
            unoptimized={image.src.endsWith('.svg')}
            className="h-auto w-full"
            sizes="(min-width: 1024px) 50vw, 100vw"
          />
        ) : null}
      </Container>
    </section>
  );
}
