import type { Locale } from '@/lib/i18n/locale';
import { customerPageCopy, customerPageMetadata, CustomerPageFrame } from './customer-page';
import { notificationPreviewWordsFor } from '@/content/es/customers';
import { DemoButton } from '@/components/demo/demo-dialog';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { ContentTabs } from './content-tabs';
import { ChannelPanel } from './notification-previews';

export const notificationsMetadata = (locale: Locale = 'en') => customerPageMetadata('notifications', locale);

/** /customers/notifications and /es/customers/notifications. */
export function NotificationsPage({ locale = 'en' }: { locale?: Locale }) {
  const { page, copy, actions: { requestDemo } } = customerPageCopy('notifications', locale);
  const words = notificationPreviewWordsFor(locale);
  return (
    <CustomerPageFrame page="notifications" locale={locale}>
      <PageHero locale={locale} {...page.hero} source="notifications" demoLabel={requestDemo} />
      <Section heading={{ title: copy.channels.title, description: copy.channels.description(page.sample.offer) }}>
        <ContentTabs
          className="mt-10"
          label={copy.tabsLabel}
          tabs={page.channels.map((channel) => ({
            value: channel.value,
            label: channel.label,
            content: <ChannelPanel channel={channel} sample={page.sample} words={words} locale={locale} />,
          }))}
        />
      </Section>
      <Section tone="warm" heading={{ title: page.useCases.title }}>
        <FeatureGrid items={page.useCases.items} columns={4} className="mt-12" />
        <div className="mt-12 flex justify-center">
          <DemoButton locale={locale} size="lg" variant="outline" source="notifications">
            {requestDemo}
          </DemoButton>
        </div>
      </Section>
      <CtaBand locale={locale} {...page.cta} source="notifications" demoLabel={requestDemo} />
    </CustomerPageFrame>
  );
}
