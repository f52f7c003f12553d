import type { Metadata } from 'next';
import { chrome } from '@/content/chrome';
import type { Locale } from '@/lib/i18n/locale';
import { localizeHref } from '@/content/language-paths';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageFrame } from '@/components/layout/page-frame';

export function notFoundMetadata(locale: Locale): Metadata {
  const copy = chrome[locale].notFound;
  return { title: copy.metaTitle, description: copy.text, robots: { index: false, follow: true } };
}

/** The 404 page of one language, with the site's header and footer. */
export function NotFoundPage({ locale }: { locale: Locale }) {
  const copy = chrome[locale].notFound;
  return (
    <PageFrame locale={locale}>
      <Container className="flex flex-col items-center py-24 text-center sm:py-32">
        <p className="text-eyebrow font-semibold uppercase tracking-wider text-brand">{copy.eyebrow}</p>
        <h1 className="mt-3 text-title font-bold sm:text-display">{copy.heading}</h1>
        <p className="mt-4 max-w-md text-lead text-ink-muted">{copy.text}</p>
        <Button asChild size="lg" className="mt-8">
          <a href={localizeHref('/', locale)}>{copy.home}</a>
        </Button>
      </Container>
    </PageFrame>
  );
}
