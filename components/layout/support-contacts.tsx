import { site } from '@/content/site';
import { chrome } from '@/content/chrome';
import type { Locale } from '@/lib/i18n/locale';

/** A link to the support team's messaging or chat app: a new tab, announced in the page's language. */
function AppLink({ href, className, newTab, children }: { href: string; className: string; newTab: string; children: React.ReactNode }) {
  return (
    <a target="_blank" rel="noopener noreferrer" className={className} href={href}>
      {children}
      <span className="sr-only">{newTab}</span>
    </a>
  );
}

/**
 * The support team's phone, email, messaging app and chat handle as list items, for the
 * footer and the accessibility statement; the caller supplies the <ul> and the link look.
 */
export function SupportContactItems({ linkClass, locale = 'en' }: { linkClass: string; locale?: Locale }) {
  const { support } = site;
  const { newTab } = chrome[locale];
  return (
    <>
      <li>
        <a className={linkClass} href={`tel:${support.phone.e164}`}>
          {support.phone.display}
        </a>
      </li>
      <li>
        <a className={linkClass} href={`mailto:${support.email}`}>
          {support.email}
        </a>
      </li>
      <li>
        {support.messagingAppName}:{' '}
        <AppLink className={linkClass} href={support.messagingUrl} newTab={newTab}>
          {support.messagingPhone.display}
        </AppLink>
      </li>
      <li>
        {support.chatAppName}:{' '}
        <AppLink className={linkClass} href={support.chatUrl} newTab={newTab}>
          {support.chatHandle}
        </AppLink>
      </li>
    </>
  );
}
