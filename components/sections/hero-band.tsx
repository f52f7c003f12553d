import * as React from 'react';
import { preload } from 'react-dom';
import { Img } from '@/components/ui/img';
import type { ContentImage } from '@/content/schema';
import { cn, mergeClasses } from '@/lib/utils';
import { Container } from '@/components/ui/container';

export type HeroBandProps = {
  eyebrow?: string;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** The band's buttons. */
  actions?: React.ReactNode;
  image?: ContentImage;
  imageClassName?: string;
  media?: React.ReactNode;
  /** A "Back to …" link above the hero. */
  backLink?: { href: string; label: string };
  /** Shown between the lead and the actions (a device's highlights). */
  highlights?: React.ReactNode;
  /** Shown under the actions (the home page's assurances). */
  children?: React.ReactNode;
  className?: string;
};

/**
 * The top band of every page: the page's only h1 (which names the band), a lead, actions and
 * an illustration. Pages with a demo request use PageHero (components/sections/page-hero.tsx);
 * a page without one uses this band directly, so the demo dialog's code is not in its first
 * load (Next loads the client code of every island a page's server modules import).
 *
 * The illustration is the page's likely LCP element, so the server asks for
 * it first: a high-priority preload in the head, and the <img> itself eager and high priority
 * (every other image on a page is lazy). `media` replaces the plain image with a richer
 * element (the industry hero's loading and fallback states) without losing the preload.
 */
export function HeroBand({
  eyebrow,
  title,
  description,
  actions,
  image,
  imageClassName = 'h-auto w-full',
  media,
  backLink,
  highlights,
  children,
  className,
}: HeroBandProps) {
  if (image) preload(image.src, { as: 'image', fetchPriority: 'high' });
  const aside = media ?? (image ? <Img {...image} priority className={imageClassName} /> : null);
  return (
    <section className={mergeClasses('overflow-hidden bg-surface-warm', className)} aria-labelledby="page-title">
      {backLink ? (
        <Container className="pt-6">
          <a href={backLink.href} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-strong underline-offset-4 hover:underline">
            <span aria-hidden="true">←</span> {backLink.label}
          </a>
        </Container>
      ) : null}
      <Container className={cn('grid items-center gap-10', backLink ? 'pb-14 pt-8 sm:pb-20' : 'py-14 sm:py-20', aside && 'lg:grid-cols-[1.05fr_1fr]')}>
        <div>
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h1 id="page-title" className="mt-3 text-display font-bold text-balance text-ink sm:text-display-lg">
            {title}
          </h1>
          {description ? <p className="mt-5 max-w-2xl text-lead text-pretty text-ink-muted">{description}</p> : null}
          {highlights}
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
          {children}
        </div>
        {aside}
      </Container>
    </section>
  );
}
