import { otherLocale, type Locale } from '@/lib/i18n/locale';
import { counterpartHref } from '@/lib/i18n/paths';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';

export type PageFrameProps = {
  locale?: Locale;
  /**
   * The page's English path and query, e.g. "/hardware/terminal?device=VP3300": the language
   * switch leads to the same page in the other language. Omitted on 404 pages, where the
   * switch leads to the other language's home page.
   */
  path?: string;
  children: React.ReactNode;
};

/** Header, main landmark and footer around one page's content. */
export function PageFrame({ locale = 'en', path, children }: PageFrameProps) {
  const other = otherLocale(locale);
  const switchHref = path ? counterpartHref(path, other) : counterpartHref('/', other);
  return (
    <>
      <SiteHeader locale={locale} switchHref={switchHref} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter locale={locale} />
    </>
  );
}
