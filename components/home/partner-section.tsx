import type { partnerSection } from '@/content/home';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { PartnerApplicationForm } from '@/components/forms/partner-application-form';

/**
 * The home page's partner program pitch with the application form beside it.
 * Anchored at #partner so other pages can link straight to the form.
 */
export function PartnerSection({ content }: { content: typeof partnerSection }) {
  return (
    <section id="partner" aria-labelledby="partner-heading" className="bg-surface-warm py-16 sm:py-24">
      <Container className="grid items-start gap-10 lg:grid-cols-[1fr_1.1fr] lg:gap-16">
        <div>
          <p className="text-eyebrow font-semibold uppercase text-brand">{content.eyebrow}</p>
          <h2 id="partner-heading" className="mt-2 text-title font-bold text-balance text-ink sm:text-display">
            {content.title}
          </h2>
          <p className="mt-4 text-lead text-pretty text-ink-muted">{content.description}</p>
          <ul className="mt-8 space-y-4">
            {content.points.map((point) => (
              <li key={point} className="flex gap-3 text-ink">
                <Icon name="check" className="mt-0.5 size-5 text-accent" />
                <span className="font-medium">{point}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-panel border border-line bg-surface p-6 shadow-card sm:p-8">
          <h3 className="text-xl font-bold tracking-tight text-ink">Apply to the partner program</h3>
          <p className="mt-1 mb-6 text-sm text-ink-muted">Leave your details and our partnerships team will call you.</p>
          <PartnerApplicationForm variant="page" />
        </div>
      </Container>
    </section>
  );
}
