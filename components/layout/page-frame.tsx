import { otherLocale, type Locale } from '@/lib/i18n/locale';
import { counterpartHref } from '@/content/language-paths';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';

export type PageFrameProps = {
  locale?: Locale;
  /**
   * The page's English path and query, e.g. "/hardware/terminal?device=VP3300": the language
   * switch leads to the same page in the other language. Omitted on 404 pages, where the
   * switch leads to the other language's home page.
   */
  path?: string;
  /**
   * The page's breadcrumb trail as JSON-LD, from `path`: `true`, or the names the trail
   * cannot work out from the path (`title`, `spanishTitle`).
   */
  crumbs?: true | { title?: string; spanishTitle?: string };
  children: React.ReactNode;
};

/** Header, main landmark and footer around one page's content. */
export function PageFrame({ locale = 'en', path, crumbs, children }: PageFrameProps) {
  const other = otherLocale(locale);
  const switchHref = path ? counterpartHref(path, other) : counterpartHref('/', other);
  return (
    <>
      <SiteHeader locale={locale} switchHref={switchHref} />
      <main id="main" className="flex-1">
        {crumbs && path ? <BreadcrumbsJsonLd path={path} locale={locale} {...(crumbs === true ? {} : crumbs)} /> : null}
        {children}
      </main>
      <SiteFooter locale={locale} />
    </>
  );
}
