import { brandImage } from '@/components/layout/brand-image';

/*
 * The English pages' default social preview (seo/metadata.ts), built once at build time. A route,
 * like the Spanish one, not the `opengraph-image` file convention: every page names its image
 * itself (seo/metadata.ts), and the convention's copy, added to the app's root segment above the
 * root layouts that set `metadataBase`, made Next warn on every build and server start that it
 * resolved it against http://localhost:3000.
 */
export const dynamic = 'force-static';

export function GET() {
  return brandImage('en');
}
