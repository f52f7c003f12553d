'use client';

import { useState, type KeyboardEvent } from 'react';
import { Img } from '@/components/ui/img';
import type { ValueSlide } from '@/content/schema';
import type { CarouselLabels } from '@/content/sections';
import { fillTemplate } from '@/components/sections/fill-template';
import { cn } from '@/lib/utils';

/**
 * "Who We Are": one value per slide, Previous and Next loop at both ends. Every slide is in the
 * server HTML; the ones off screen are inert so keyboard and screen-reader users only meet the
 * current one. ArrowLeft and ArrowRight work while focus is anywhere in the carousel.
 */
export function ValueCarousel({
  slides,
  headingId,
  labels,
}: {
  slides: readonly ValueSlide[];
  headingId: string;
  /** The buttons' names, slide labels and announcements in the page's language (from the server parent). */
  labels: CarouselLabels;
}) {
  const [index, setIndex] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [broken, setBroken] = useState<ReadonlySet<number>>(() => new Set());
  const total = slides.length;
  const hideImage = (i: number) => setBroken((prev) => (prev.has(i) ? prev : new Set(prev).add(i)));

  function go(step: 1 | -1) {
    const next = (index + step + total) % total;
    setIndex(next);
    setAnnouncement(fillTemplate(labels.announcement, { n: next + 1, total, title: slides[next]?.title ?? '' }));
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  }

  return (
    <section
      aria-roledescription={labels.carousel}
      aria-labelledby={headingId}
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="rounded-panel outline-offset-4"
    >
      <div className="overflow-hidden rounded-panel border border-line bg-surface shadow-card">
        <div
          className="flex transition-transform duration-500 ease-out"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {slides.map((slide, i) => (
            <div
              key={slide.title}
              role="group"
              aria-roledescription={labels.slideRole}
              aria-label={fillTemplate(labels.slide, { n: i + 1, total })}
              aria-hidden={i !== index}
              inert={i !== index}
              data-current={i === index ? '' : undefined}
              className="grid w-full shrink-0 items-center gap-6 p-6 sm:p-10 md:grid-cols-[1fr_1.1fr] md:gap-12"
            >
              {broken.has(i) ? (
                <div aria-hidden="true" className="hidden md:block" />
              ) : (
                <Img
                  {...slide.image}
                  className="h-auto w-full rounded-card bg-surface-warm"
                  // An image that failed before hydration never fires onError: check on mount too.
                  ref={(img) => {
                    if (img && img.complete && img.naturalWidth === 0 && img.currentSrc) hideImage(i);
                  }}
                  onError={() => hideImage(i)}
                />
              )}
              <div className={cn(broken.has(i) && 'md:col-span-2')}>
                <p className="eyebrow">
                  {fillTemplate(labels.position, { n: i + 1, total })}
                </p>
                <h3 className="mt-2 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{slide.title}</h3>
                <p className="mt-4 text-lead text-ink-muted">{slide.description}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-between gap-4">
        <div className="flex gap-2" aria-hidden="true">
          {slides.map((slide, i) => (
            <span
              key={slide.title}
              className={cn('h-2 rounded-full transition-all', i === index ? 'w-8 bg-brand' : 'w-2 bg-ink/20')}
            />
          ))}
        </div>
        <div className="flex gap-3">
          <button
            type="button"
            onClick={() => go(-1)}
            aria-label={labels.previous}
            className="inline-flex size-12 items-center justify-center rounded-full border border-ink/20 bg-surface text-ink hover:bg-surface-sunk"
          >
            <Arrow direction="left" />
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            aria-label={labels.next}
            className="inline-flex size-12 items-center justify-center rounded-full bg-brand text-white hover:bg-brand-strong"
          >
            <Arrow direction="right" />
          </button>
        </div>
      </div>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {direction === 'left' ? <path d="M15 5l-7 7 7 7" /> : <path d="M9 5l7 7-7 7" />}
    </svg>
  );
}
