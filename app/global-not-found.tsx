import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { rootMetadata, rootViewport } from '@/seo/root-metadata';
import { site } from '@/content/site';
import { NOT_FOUND_LOCALE_HEADER, type Locale } from '@/lib/i18n/locale';
import { NotFoundPage, notFoundMetadata } from '@/components/layout/not-found-page';
import { SiteDocument } from '@/components/layout/site-document';
import './globals.css';

/** English, or Spanish where proxy.ts marked an unknown /es address. */
async function notFoundLocale(): Promise<Locale> {
  return (await headers()).get(NOT_FOUND_LOCALE_HEADER) === 'es' ? 'es' : 'en';
}

export async function generateMetadata(): Promise<Metadata> {
  const metadata = notFoundMetadata(await notFoundLocale());
  // No layout wraps this file, so the title template is applied here.
  return { ...rootMetadata, ...metadata, title: { absolute: `${String(metadata.title)} | ${site.name}` } };
}

export const viewport = rootViewport;

/** A URL that matches no route (or a trade, product or device that does not exist). */
export default async function GlobalNotFound() {
  const locale = await notFoundLocale();
  return (
    <SiteDocument locale={locale}>
      <NotFoundPage locale={locale} />
    </SiteDocument>
  );
}
