import { rootMetadata, rootViewport } from '@/seo/root-metadata';
import { SiteDocument } from '@/components/layout/site-document';
import '../globals.css';

// English pages: one of the two root layouts (the other is app/(es)/layout.tsx).
export const metadata = rootMetadata;
export const viewport = rootViewport;

export default function EnglishLayout({ children }: { children: React.ReactNode }) {
  return (
    <SiteDocument locale="en">
      {children}
    </SiteDocument>
  );
}
