import { site } from '@/content/site';
import { chrome } from '@/content/chrome';
import { headerLinksFor, menusFor } from '@/content/navigation';
import { htmlLang, languageName, otherLocale, type Locale } from '@/lib/i18n/locale';
import { localizeHref } from '@/content/language-paths';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Logo } from '@/components/layout/logo';
import { DesktopNav } from '@/components/layout/desktop-nav';
import { MobileNav } from '@/components/layout/mobile-nav';

/**
 * The header on every page; only the menus are client components. `switchHref` is this
 * page in the other language (PageFrame computes it from the page's path and ?device=).
 */
export function SiteHeader({ locale, switchHref }: { locale: Locale; switchHref: string }) {
  const copy = chrome[locale];
  const other = otherLocale(locale);
  const menus = menusFor(locale);
  const links = headerLinksFor(locale);
  const contactHref = localizeHref('/contact', locale);
  const language = { href: switchHref, label: languageName[other], lang: htmlLang[other] };
  return (
    <header className="sticky top-0 z-40 print:hidden border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <Container className="flex h-16 items-center justify-between gap-4">
        <div className="flex items-center gap-6">
          <a href={localizeHref('/', locale)} aria-label={copy.homeLabel(site.name)} className="rounded-control">
            <Logo />
          </a>
          <DesktopNav menus={menus} links={links} label={copy.mainNavLabel} />
        </div>
        <div className="hidden items-center gap-2 md:flex">
          <Button asChild variant="ghost" size="sm">
            <a href={language.href} hrefLang={language.lang} lang={language.lang} data-language-switch="">
              {language.label}
            </a>
          </Button>
          <Button asChild variant="ghost" size="sm">
            <a href={site.external.signIn}>{copy.signIn}</a>
          </Button>
          <Button asChild size="sm">
            <a href={contactHref}>{copy.contactSales}</a>
          </Button>
        </div>
        <MobileNav
          menus={menus}
          links={links}
          signInUrl={site.external.signIn}
          openLabel={copy.openMenu}
          copy={{
            menuTitle: copy.menuTitle,
            closeMenu: copy.closeMenu,
            navLabel: copy.mobileNavLabel,
            contactSales: copy.contactSales,
            contactHref,
            signIn: copy.signIn,
            language,
          }}
        />
      </Container>
    </header>
  );
}
