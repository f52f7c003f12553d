import type { partnerSection } from '@/content/home';
import { Section } from '@/components/sections/section';
import { LocalizedPartnerForm } from '@/components/forms/localized/partner-form';
import type { Locale } from '@/lib/i18n/locale';
import { CheckList } from '@/components/sections/check-list';

/**
 * The home page's partner program pitch with the application form beside it.
 * Anchored at #partner so other pages can link straight to the form.
 */
export function PartnerSection({ content, locale = 'en' }: { content: typeof partnerSection; locale?: Locale }) {
  return (
    <Section
      id="partner"
      tone="warm"
      heading={content}
      split="items-start gap-10 lg:grid-cols-[1fr_1.1fr] lg:gap-16"
      lead={<CheckList items={content.points} className="mt-8 font-medium" />}
    >
      <div className="rounded-panel border border-line bg-surface p-6 shadow-card sm:p-8">
        <h3 className="text-xl font-bold tracking-tight text-ink">{content.form.title}</h3>
        <p className="mt-1 mb-6 text-sm text-ink-muted">{content.form.description}</p>
        <LocalizedPartnerForm variant="page" locale={locale} />
      </div>
    </Section>
  );
}
