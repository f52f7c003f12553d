'use client';

import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import type { CarouselLabels } from '@/content/sections';
import { Icon } from '@/components/ui/icon';
import { fillTemplate } from '@/components/sections/fill-template';

/** One slide's parts, drawn on the server (components/sections/value-carousel.tsx). */
export type CarouselSlide = { title: string; image: ReactNode; words: ReactNode };

/** Which slide an element belongs to: the index of its slide among the slides. */
function slideIndexOf(element: Element): number {
  const slide = element.closest('[role="group"]');
  return slide?.parentElement ? Array.prototype.indexOf.call(slide.parentElement.children, slide) : -1;
}

/**
 * Previous and Next loop at both ends. Every slide is in the server HTML; the ones off screen
 * are inert so keyboard and screen-reader users only meet the current one. ArrowLeft and
 * ArrowRight work while focus is anywhere in the carousel. A slide whose picture fails to
 * load shows its words alone.
 */
export function ValueCarouselIsland({
  slides,
  headingId,
  labels,
}: {
  slides: readonly CarouselSlide[];
  headingId: string;
  /** The buttons' names, slide labels and announcements in the page's language (from the server parent). */
  labels: CarouselLabels;
}) {
  const ref = useRef<HTMLElement>(null);
  const [index, setIndex] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [broken, setBroken] = useState<ReadonlySet<number>>(() => new Set());
  const total = slides.length;
  const hideImage = (i: number) => setBroken((prev) => (i < 0 || prev.has(i) ? prev : new Set(prev).add(i)));

  // A picture that failed before hydration fires no error event React sees: look once.
  useEffect(() => {
    ref.current?.querySelectorAll('img').forEach((img) => {
      if (img.complete && img.naturalWidth === 0 && img.currentSrc) hideImage(slideIndexOf(img));
    });
  }, []);

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
      ref={ref}
      onKeyDown={onKeyDown}
      // An image's error event does not bubble; React still delivers it to a capture listener.
      onErrorCapture={(event: SyntheticEvent<HTMLElement>) => {
        if (event.target instanceof HTMLImageElement) hideImage(slideIndexOf(event.target));
      }}
      className="rounded-panel outline-offset-4"
    >
      <div className="carousel-frame">
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
              className="carousel-slide"
            >
              {broken.has(i) ? <div aria-hidden="true" className="hidden md:block" /> : slide.image}
              <div className={broken.has(i) ? 'md:col-span-2' : undefined}>{slide.words}</div>
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-between gap-4">
        <div className="flex gap-2" aria-hidden="true">
          {slides.map((slide, i) => (
            <span
              key={slide.title}
              className={i === index ? 'carousel-dot carousel-dot-current' : 'carousel-dot'}
            />
          ))}
        </div>
        <div className="flex gap-3">
          <button
            type="button"
            onClick={() => go(-1)}
            aria-label={labels.previous}
            className="carousel-button carousel-button-back"
          >
            <Icon name="chevron-left" className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            aria-label={labels.next}
            className="carousel-button carousel-button-next"
          >
            <Icon name="chevron-right" className="size-5" />
          </button>
        </div>
      </div>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

