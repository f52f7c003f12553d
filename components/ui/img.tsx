import * as React from 'react';

type ImgProps = Omit<React.ComponentProps<'img'>, 'width' | 'height' | 'alt' | 'src'> & {
  src: string;
  alt: string;
  /** Intrinsic size: always given, so the browser reserves the space and nothing shifts. */
  width: number;
  height: number;
  /** The page's likely largest paint: load eagerly, at high priority. */
  priority?: boolean;
  /** Accepted for call sites written for next/image; our images are already in their final format. */
  unoptimized?: boolean;
  sizes?: string;
};

/**
 * A plain <img> for the site's own illustrations (SVG, WebP) and blog images. The site's
 * images are drawn or encoded at their final size, so next/image's optimizer adds nothing
 * here, while its client component would add ~6 KB of JavaScript to every page.
 * Lazy and async-decoded by default; `priority` for the hero.
 */
export function Img({ alt, priority = false, unoptimized, sizes, loading, ...props }: ImgProps) {
  void unoptimized;
  void sizes;
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
