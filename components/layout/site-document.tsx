import { chrome } from '@/content/chrome';
import { htmlLang, type Locale } from '@/lib/i18n/locale';
import { geistSans } from '@/lib/fonts';
import { ClientNavigation } from '@/components/layout/client-navigation';
import { VisitBeacon } from '@/components/insights/visit-beacon';
import { CookieBanner } from '@/components/consent/cookie-banner';
import { VisitCapture } from '@/components/consent/visit-capture';
import { Toaster } from '@/components/ui/toaster';
import { HydrationMarker } from '@/components/ui/hydration-marker';
import { formCopyFor } from '@/content/es/forms';
import { deployedExperiments } from '@/content/experiments-file';
import { EXPERIMENTS_UNTIL_ATTRIBUTE, lastExperimentDay } from '@/lib/experiments/cookie-lifetime';

/**
 * The last day of the experiments not ended when the page is rendered (at build, for the
 * pre-rendered pages): the bucket cookie the browser sets after Accept All lives no longer, and
 * none is set when there is no experiment ahead. The same EXPERIMENTS_FILE as the variant pages.
 */
const experimentsUntil = () => lastExperimentDay(deployedExperiments(), Date.now());

/**
 * The first paint waits until the parser has read the whole document
 * (`<link rel="expect" blocking="render">` naming an id that no element has: the browser then
 * holds rendering until parsing ends). Painted before the end, the parse of the framework's
 * inline payload and the layout that follows the end of parsing ran just after the paint, as
 * long tasks that held up the first taps on a phone (`npm run taps`). An element at the end of
 * the page's own markup cannot do it: Next writes its payload after everything React renders.
 * `href="#"` would not either: Chromium does not hold the paint for it.
 */
const DOCUMENT_END = 'document-end';

/**
 * The `<html>` document of one language: each language has its own root layout so that
 * `<html lang>` is right in the static HTML. The header and footer are drawn by each page
 * (PageFrame), because the language switch links to the page's own counterpart.
 */
export function SiteDocument({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  return (
    <html lang={htmlLang[locale]} className={geistSans.variable}>
      {/* The App Router's root layout owns <head>; the rule is for the Pages Router. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <link rel="expect" href={`#${DOCUMENT_END}`} blocking="render" />
      </head>
      <body className="flex min-h-dvh flex-col bg-surface" {...{ [EXPERIMENTS_UNTIL_ATTRIBUTE]: experimentsUntil() }}>
        <a
          href="#main"
          className="sr-only z-50 rounded-control bg-ink px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
        >
          {chrome[locale].skipLink}
        </a>
        {children}
        <ClientNavigation />
        <VisitCapture />
        <VisitBeacon />
        <CookieBanner locale={locale} />
        {/* Words only: importing the forms' server wrappers here would put the lead forms' code in every page's first load. */}
        <Toaster labels={locale === 'en' ? undefined : formCopyFor(locale).toasts} />
        {/* Last: its effect runs after every other part's in the shell's commit (the page's mark). */}
        <HydrationMarker />
      </body>
    </html>
  );
}



