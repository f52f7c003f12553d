import type { Metadata } from 'next';
import { rootMetadata, rootViewport } from '@/seo/root-metadata';
import { siteEs } from '@/content/es/site';
import { SiteDocument } from '@/components/layout/site-document';
import '../globals.css';

// Spanish pages under /es: their own root layout, so the static HTML says <html lang="es">.
export const metadata: Metadata = { ...rootMetadata, description: siteEs.description };
export const viewport = rootViewport;

export default function SpanishLayout({ children }: { children: React.ReactNode }) {
  return (
    <SiteDocument locale="es">
      {children}
    </SiteDocument>
  );
}
