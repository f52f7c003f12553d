import { chrome } from '@/content/chrome';
import type { Locale } from '@/lib/i18n/locale';
import { Button } from '@/components/ui/button';
import { CookieBannerGate } from '@/components/consent/cookie-banner-gate';

/**
 * Asks for cookie consent 2 s after load when no choice is stored. It is a non-modal
 * region at the bottom-right, short enough on a 375 px screen to leave the hero's
 * call to action uncovered, and its buttons are in the normal tab order. Its words are
 * server-rendered in the page's language; the cookie policy itself is in English only.
 */
export function CookieBanner({ locale }: { locale: Locale }) {
  const { cookieBanner: copy, inEnglish } = chrome[locale];
  return (
    <CookieBannerGate
      label={copy.label}
      className="fixed inset-x-3 bottom-3 z-30 print:hidden animate-rise-in rounded-card border border-line bg-surface p-4 shadow-pop sm:left-auto sm:right-5 sm:bottom-5 sm:max-w-sm"
    >
      <p className="text-sm leading-5 text-ink">
        {copy.text}{' '}
        <a href="/cookies" hrefLang={locale === 'en' ? undefined : 'en'} className="font-medium text-brand underline underline-offset-2">
          {inEnglish(copy.policy)}
        </a>
      </p>
      <div className="mt-3 flex gap-2">
        <Button type="button" size="sm" data-consent-choice="accepted">
          {copy.accept}
        </Button>
        <Button type="button" size="sm" variant="outline" data-consent-choice="declined">
          {copy.decline}
        </Button>
      </div>
    </CookieBannerGate>
  );
}
