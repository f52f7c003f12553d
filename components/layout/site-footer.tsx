import { site, formatAddress } from '@/content/site';
import { siteFor } from '@/content/es/site';
import { chrome } from '@/content/chrome';
import { footerColumnsFor } from '@/content/navigation';
import type { Locale } from '@/lib/i18n/locale';
import { hasSpanish, localizeHref } from '@/content/language-paths';
import { Container } from '@/components/ui/container';
import { Logo } from '@/components/layout/logo';
import { SocialIcon } from '@/components/layout/social-icon';
import { SupportContactItems } from '@/components/layout/support-contacts';
import { HydrationSlice } from '@/components/ui/hydration-slice';

const linkClass = 'footer-link';

export function SiteFooter({ locale }: { locale: Locale }) {
  const columns = footerColumnsFor(locale);
  const words = siteFor(locale);
  const copy = chrome[locale];
  const { sales, support } = words;
  // On a Spanish page, a link to a page in English only says so to the browser too.
  const linkLang = (href: string) => (locale !== 'en' && href.startsWith('/') && !hasSpanish(href.split(/[?#]/)[0]!) ? 'en' : undefined);
  return (
    <HydrationSlice>
      <footer className="lazy-footer bg-night text-night-muted print:hidden">
        <Container className="grid gap-12 py-14 lg:grid-cols-[1.2fr_2fr]">
          <div className="space-y-5">
            <a href={localizeHref('/', locale)} aria-label={copy.homeLabel(site.name)} className="inline-block rounded-control">
              <Logo inverse />
            </a>
            <p className="max-w-sm text-sm leading-6">{words.tagline}.</p>
            <ul className="space-y-2 text-sm">
              <li>
                {copy.footer.sales}{' '}
                <a className={linkClass} href={`tel:${sales.phone.e164}`}>
                  {sales.phone.display}
                </a>
              </li>
              <li>
                <a className={linkClass} href={`mailto:${sales.email}`}>
                  {sales.email}
                </a>
              </li>
              <li>
                <address className="not-italic">{formatAddress()}</address>
              </li>
            </ul>
            <ul className="flex gap-2" aria-label={copy.footer.socialLabel}>
              {site.social.map((social) => (
                <li key={social.network}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={copy.footer.socialLink(site.name, social.network)}
                    className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                  >
                    <SocialIcon network={social.network} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div className="grid gap-10 sm:grid-cols-2 xl:grid-cols-4">
            {columns.map((column) => (
              <nav key={column.title} aria-label={column.title}>
                <h2 className="text-sm font-semibold text-white">{column.title}</h2>
                <ul className="mt-4 space-y-2.5 text-sm">
                  {/* Keyed by place: a fixed list, and an href key would be written into the page's payload again. */}
                  {column.links.map((link, index) => (
                    <li key={index}>
                      <a className={linkClass} href={link.href} hrefLang={linkLang(link.href)}>
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
            <div>
              <h2 className="text-sm font-semibold text-white">{copy.footer.support}</h2>
              <ul className="mt-4 space-y-2.5 text-sm">
                <SupportContactItems linkClass={linkClass} locale={locale} />
                <li>{copy.footer.hours(support.languages)}</li>
              </ul>
            </div>
          </div>
        </Container>
        <div className="border-t border-white/10">
          <Container className="flex flex-col gap-2 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
            <p>
              © {site.copyrightYear} {site.owner}. {copy.footer.rights}
            </p>
            <p>{copy.footer.notABank(site.name)}</p>
          </Container>
        </div>
      </footer>
    </HydrationSlice>
  );
}
