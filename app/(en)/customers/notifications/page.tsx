import { customerPages, customerSections } from '@/content/customers';
import { pageMetadata } from '@/lib/metadata';
import { DemoButton } from '@/components/demo/demo-dialog';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { ContentTabs } from '@/components/customers/content-tabs';
import { ChannelPanel } from '@/components/customers/notification-previews';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';
import { PageFrame } from '@/components/layout/page-frame';

const page = customerPages.notifications;
const copy = customerSections.notifications;

export const metadata = pageMetadata({ title: page.metaTitle, description: page.metaDescription, path: '/customers/notifications' });

function NotificationsPage() {
  return (
    <>
      <BreadcrumbsJsonLd path="/customers/notifications" />
      <PageHero {...page.hero} source="notifications" />
      <Section heading={{ title: copy.channels.title, description: copy.channels.description(page.sample.offer) }}>
        <ContentTabs
          className="mt-10"
          label={copy.tabsLabel}
          tabs={page.channels.map((channel) => ({
            value: channel.value,
            label: channel.label,
            content: <ChannelPanel channel={channel} sample={page.sample} />,
          }))}
        />
      </Section>
      <Section tone="warm" heading={{ title: page.useCases.title }}>
        <FeatureGrid items={page.useCases.items} columns={4} className="mt-12" />
        <div className="mt-12 flex justify-center">
          <DemoButton size="lg" variant="outline" source="notifications" />
        </div>
      </Section>
      <CtaBand {...page.cta} source="notifications" />
    </>
  );
}

export default function Page() {
  return (
    <PageFrame path="/customers/notifications">
      <NotificationsPage />
    </PageFrame>
  );
}
