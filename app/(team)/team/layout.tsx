import type { Metadata, Viewport } from 'next';
import { geistSans } from '@/lib/fonts';
import { teamWords } from '@/content/team';
import { HydrationMarker } from '@/components/ui/hydration-marker';
import '../../globals.css';

/**
 * The team room's own root layout (issue 55): none of the public site's document (beacon,
 * cookie banner, client navigation) and none of its code, so no public page carries the room's
 * and no team page is counted by the insights. Every page below is rendered per request.
 */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { default: teamWords.roomName, template: `%s · ${teamWords.roomName}` },
  robots: { index: false, follow: false },
};
export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default function TeamLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={geistSans.variable}>
      <body className="min-h-dvh bg-surface-warm text-ink">
        <a href="#main" className="sr-only z-50 rounded-control bg-ink px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3">
          {teamWords.skipLink}
        </a>
        {children}
        <HydrationMarker />
      </body>
    </html>
  );
}
