import { rootMetadata, rootViewport } from '@/lib/root-metadata';
import { NotFoundPage, notFoundMetadata } from '@/components/layout/not-found-page';
import { SiteDocument } from '@/components/layout/site-document';
import './globals.css';

// A URL that matches no route. Unknown /es/... paths are sent by proxy.ts to the Spanish 404.
export const metadata = { ...rootMetadata, ...notFoundMetadata('en') };
export const viewport = rootViewport;

export default function GlobalNotFound() {
  return (
    <SiteDocument locale="en">
      <NotFoundPage locale="en" />
    </SiteDocument>
  );
}
