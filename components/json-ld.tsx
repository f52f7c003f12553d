import { serializeJsonLd, type JsonLdObject } from '@/seo/structured-data';

/** Embeds schema.org data for search engines; a server component, no JavaScript shipped. */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
