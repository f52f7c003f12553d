import * as React from 'react';
import { HydrationSlice } from '@/components/ui/hydration-slice';

/**
 * One part of a statement-style page: an h2 at a reading measure, its paragraphs, an
 * optional bullet list and any extra content (a list of contacts). The heading labels the
 * section, so each one is a landmark a screen reader can jump to.
 */
export function TextSection({
  id,
  heading,
  paragraphs = [],
  points = [],
  children,
}: {
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  points?: readonly string[];
  children?: React.ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <HydrationSlice>
      <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
        <h2 id={headingId} className="text-title font-bold text-balance text-ink">
          {heading}
        </h2>
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg leading-8 text-ink-muted">
            {paragraph}
          </p>
        ))}
        {points.length ? (
          <ul className="mt-5 list-disc space-y-3 pl-6 text-lg leading-8 text-ink-muted marker:text-brand">
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        ) : null}
        {children}
      </section>
    </HydrationSlice>
  );
}
