import { customerPages } from '@/content/customers';
import { pageMetadata } from '@/lib/metadata';
import { DemoButton } from '@/components/demo/demo-dialog';
import { PageHero } from '@/components/sections/page-hero';
import { Section, SectionHeader } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { ContentTabs } from '@/components/customers/content-tabs';
import { ChannelPanel } from '@/components/customers/notification-previews';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';

const page = customerPages.notifications;

export const metadata = pageMetadata({ title: page.metaTitle, description: page.metaDescription, path: '/customers/notifications' });

export default function NotificationsPage() {
  return (
    <>
      <BreadcrumbsJsonLd path="/customers/notifications" />
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        description={page.hero.description}
        actions={<DemoButton size="lg" source="notifications">Request Demo</DemoButton>}
      />
      <Section aria-labelledby="channels-title">
        <SectionHeader
          title={<span id="channels-title">One offer, three channels</span>}
          description={`Here is the same loyalty offer, ${page.sample.offer} the next order, as each channel delivers it.`}
        />
        <ContentTabs
          className="mt-10"
          label="Notification channels"
          tabs={page.channels.map((channel) => ({
            value: channel.value,
            label: channel.label,
            content: <ChannelPanel channel={channel} sample={page.sample} />,
          }))}
        />
      </Section>
      <Section tone="warm" aria-labelledby="use-cases-title">
        <SectionHeader title={<span id="use-cases-title">{page.useCases.title}</span>} />
        <FeatureGrid items={page.useCases.items} columns={4} className="mt-12" />
        <div className="mt-12 flex justify-center">
          <DemoButton size="lg" variant="outline" source="notifications">Request Demo</DemoButton>
        </div>
      </Section>
      <CtaBand title={page.cta.title} description={page.cta.description} actions={<DemoButton variant="inverse" size="lg" source="notifications">Request Demo</DemoButton>} />
    </>
  );
}
