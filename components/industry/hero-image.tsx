'use client';

import { useEffect, useRef, useState } from 'react';
import { Img } from '@/components/ui/img';
import type { ContentImage } from '@/content/schema';

type LoadState = 'loading' | 'loaded' | 'error';

/**
 * The industry hero illustration with its three states: a loading placeholder, the image,
 * or, if the image fails, a fallback block with an emoji and a caption. The placeholder sits
 * behind the image, so with JavaScript off the image simply covers it once painted.
 * Its words come from the server parent in the page's language (`loadingLabel` and the
 * record's alt text and caption), so the bundle holds no dictionary.
 */
export function HeroImage({
  image,
  fallback,
  loadingLabel = 'Loading image…',
}: {
  image: ContentImage;
  fallback: { emoji: string; caption: string };
  /** The placeholder's text while the image loads. */
  loadingLabel?: string;
}) {
  const [state, setState] = useState<LoadState>('loading');
  // The placeholder pulses only once React knows the image is still on its way. Pulsing from
  // the server HTML animated it behind an image already painted until hydration, seconds on a
  // slow phone: a new frame every vsync, competing with the page's start for the CPU.
  const [pulsing, setPulsing] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  // The image may have finished (or failed) before React hydrated and attached onLoad/onError.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete) setState(img.naturalWidth > 0 ? 'loaded' : 'error');
    else setPulsing(true);
  }, []);

  if (state === 'error')
    return (
      <figure
        data-state="error"
        className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-4 rounded-panel border border-line bg-surface-sunk p-8 text-center"
      >
        <span aria-hidden="true" className="text-7xl leading-none">
          {fallback.emoji}
        </span>
        <figcaption className="max-w-xs text-lead font-medium text-ink">{fallback.caption}</figcaption>
      </figure>
    );

  return (
    <div data-state={state} className="relative isolate aspect-[4/3] w-full">
      {state === 'loading' ? (
        <div
          className={`absolute inset-0 -z-10 flex items-center justify-center rounded-panel bg-surface-sunk ${pulsing ? 'motion-safe:animate-pulse' : ''}`}
        >
          <span className="text-sm font-medium text-ink-muted">{loadingLabel}</span>
        </div>
      ) : null}
      <Img
        ref={ref}
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        priority
        onLoad={() => setState('loaded')}
        onError={() => setState('error')}
        className="h-auto w-full rounded-panel"
      />
    </div>
  );
}
