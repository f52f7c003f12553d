import type { Metadata, Viewport } from 'next';
import { site } from '@/content/site';
import { siteUrl } from '@/lib/env';
import { geistSans } from '@/lib/fonts';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { ClientNavigation } from '@/components/layout/client-navigation';
import { CookieBanner } from '@/components/consent/cookie-banner';
import { Toaster } from '@/components/ui/toaster';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(`${siteUrl}/`),
  title: { template: `%s | ${site.name}`, default: site.name },
  description: site.description,
  applicationName: site.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: '#c2410c',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-US" className={geistSans.variable}>
      <body className="flex min-h-dvh flex-col bg-surface">
        <a
          href="#main"
          className="sr-only z-50 rounded-control bg-ink px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <ClientNavigation />
        <CookieBanner />
        <Toaster />
      </body>
    </html>
  );
}
