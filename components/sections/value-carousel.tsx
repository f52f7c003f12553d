import { Img } from '@/components/ui/img';
import type { ValueSlide } from '@/content/schema';
import type { CarouselLabels } from '@/content/sections';
import { fillTemplate } from '@/components/sections/fill-template';
import { ValueCarouselIsland } from '@/components/sections/value-carousel-island';

/**
 * "Who We Are": one value per slide. The slides' pictures and words are drawn here, on the
 * server, and handed to the island as finished parts, so the page's JavaScript carries only
 * what moves (the current slide, the buttons, the dots, the announcement), not the markup of
 * every slide.
 */
export function ValueCarousel({
  slides,
  headingId,
  labels,
}: {
  slides: readonly ValueSlide[];
  headingId: string;
  /** The buttons' names, slide labels and announcements in the page's language. */
  labels: CarouselLabels;
}) {
  const total = slides.length;
  return (
    <ValueCarouselIsland
      headingId={headingId}
      labels={labels}
      slides={slides.map((slide, i) => ({
        title: slide.title,
        image: <Img {...slide.image} className="h-auto w-full rounded-card bg-surface-warm" />,
        words: (
          <>
            <p className="eyebrow">{fillTemplate(labels.position, { n: i + 1, total })}</p>
            <h3 className="mt-2 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{slide.title}</h3>
            <p className="mt-4 text-lead text-ink-muted">{slide.description}</p>
          </>
        ),
      }))}
    />
  );
}
