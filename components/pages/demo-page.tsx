import { pageMetadata } from '@/seo/metadata';
import type { Locale } from '@/lib/i18n/locale';
import { demoPageFor } from '@/content/es/demo';
import { formCopyFor } from '@/content/es/forms';
import { siteFor } from '@/content/es/site';
import { aroundSlot } from '@/content/forms';
import { fillTemplate } from '@/components/sections/fill-template';
import { PageHero } from '@/components/sections/page-hero';
import { PageFrame } from '@/components/layout/page-frame';
import { LocalizedDemoForm } from '@/components/forms/localized/demo-form';
import { leadFormPages } from '@/content/lead-form-pages';

const DEMO_PATH = leadFormPages.demo;

export function demoMetadata(locale: Locale = 'en') {
  return pageMetadata({ ...demoPageFor(locale).meta, path: DEMO_PATH, locale });
}

/**
 * /demo and /es/demo: the demo request on a page of its own, the form beside the demo
 * dialog's own title and text. Every Request Demo button can fall back to it, and the demo
 * form posted without script shows its outcome here.
 */
export function DemoPage({ locale = 'en' }: { locale?: Locale }) {
  const page = demoPageFor(locale);
  const { dialog } = formCopyFor(locale).dialogs.demo;
  const site = siteFor(locale);
  const [beforePhone, afterPhone] = aroundSlot(dialog.callPrompt ?? '', 'phone');
  return (
    <PageFrame locale={locale} path={DEMO_PATH} crumbs>
      <PageHero
        locale={locale}
        eyebrow={page.eyebrow}
        title={dialog.title}
        description={fillTemplate(dialog.description, { brand: site.name, replyWithin: site.replyWithin })}
        media={
          <div className="rounded-panel border border-line bg-surface p-6 shadow-card sm:p-8">
            <LocalizedDemoForm locale={locale} source="demo" />
          </div>
        }
      >
        {dialog.callPrompt ? (
          <p className="mt-6 text-base text-ink-muted">
            {beforePhone}
            <a className="font-semibold text-brand underline underline-offset-2" href={`tel:${site.sales.phone.e164}`}>
              {site.sales.phone.display}
            </a>
            {afterPhone}
          </p>
        ) : null}
      </PageHero>
    </PageFrame>
  );
}

