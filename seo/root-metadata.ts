import type { Metadata, Viewport } from 'next';
import { site } from '@/content/site';
import { siteUrl } from '@/lib/env';

/** What both languages' root layouts (and the global 404) declare about the whole site. */
export const rootMetadata: Metadata = {
  metadataBase: new URL(`${siteUrl}/`),
  title: { template: `%s | ${site.name}`, default: site.name },
  description: site.description,
  applicationName: site.name,
  formatDetection: { telephone: false },
};

export const rootViewport: Viewport = {
  themeColor: '#c2410c',
  width: 'device-width',
  initialScale: 1,
};
