import { site } from '@/content/site';
import { brandImage, brandImageSize } from '@/components/layout/brand-image';

export const alt = `${site.name}: ${site.tagline}`;
export const size = brandImageSize;
export const contentType = 'image/png';

/** The brand's default social preview, drawn at build time (Spanish pages use /opengraph-image-es). */
export default function OpenGraphImage() {
  return brandImage('en');
}
