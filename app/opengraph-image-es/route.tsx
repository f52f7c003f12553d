import { brandImage } from '@/components/layout/brand-image';

// The Spanish pages' default social preview (seo/metadata.ts), built once at build time.
export const dynamic = 'force-static';

export function GET() {
  return brandImage('es');
}
