import * as React from 'react';

type ImgProps = Omit<React.ComponentProps<'img'>, 'width' | 'height' | 'alt' | 'src'> & {
  src: string;
  alt: string;
  /** Intrinsic size: always given, so the browser reserves the space and nothing shifts. */
  width: number;
  height: number;
  /** The page's likely largest paint: load eagerly, at high priority. */
  priority?: boolean;
  /**
   * @deprecated Ignored: there is no optimizer to skip. Still accepted only for the two blog
   * call sites owned elsewhere (app/blog/[id]/page.tsx, components/blog/post-card.tsx); remove
   * it there, then here.
   */
  unoptimized?: boolean;
};

/**
 * A plain <img> for the site's own illustrations (SVG, WebP) and blog images. The site's
 * images are drawn or encoded at their final size, so next/image's optimizer adds nothing
 * here, while its client component would add ~6 KB of JavaScript to every page.
 * Lazy and async-decoded by default; `priority` for the hero. No srcset is generated, so
 * there is no `sizes` either: each file is drawn for the largest size it shows at.
 */
export function Img({ alt, priority = false, unoptimized, loading, ...props }: ImgProps) {
  void unoptimized;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see the comment above
    <img
      alt={alt}
      decoding="async"
      loading={priority ? 'eager' : (loading ?? 'lazy')}
      fetchPriority={priority ? 'high' : undefined}
      {...props}
    />
  );
}
