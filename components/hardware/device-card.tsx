import { Img } from '@/components/ui/img';
import type { ContentImage } from '@/content/schema';
import { cn } from '@/lib/utils';
import { CheckList } from '@/components/sections/check-list';
import type { Locale } from '@/lib/i18n/locale';
import { hardwareUi } from '@/content/es/devices';
import { ArrowLink } from '@/components/ui/arrow-link';

/** A device or device family: illustration, name, a line of text and one link. */
export function DeviceCard({
  title,
  eyebrow,
  description,
  image,
  href,
  linkLabel,
  highlights,
  selected = false,
  headingLevel = 'h3',
  locale = 'en',
}: {
  title: string;
  eyebrow?: string;
  description: string;
  image: ContentImage;
  href: string;
  linkLabel: string;
  highlights?: readonly string[];
  selected?: boolean;
  headingLevel?: 'h2' | 'h3';
  locale?: Locale;
}) {
  const Heading = headingLevel;
  return (
    <article
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-card border bg-surface shadow-card',
        selected ? 'border-brand ring-2 ring-brand' : 'border-line',
      )}
    >
      <Img {...image} className="h-auto w-full border-b border-line" />
      <div className="flex flex-1 flex-col p-6">
        {eyebrow || selected ? (
          <p className="flex flex-wrap items-center gap-2 text-eyebrow font-semibold uppercase text-brand">
            {eyebrow}
            {selected ? <span className="rounded-full bg-brand px-2 py-0.5 text-xs normal-case tracking-normal text-white">{hardwareUi[locale].selected}</span> : null}
          </p>
        ) : null}
        <Heading className="mt-1 text-xl font-bold text-ink">{title}</Heading>
        <p className="mt-2 text-[0.9375rem] leading-6 text-ink-muted">{description}</p>
        {highlights?.length ? (
          <CheckList items={highlights} className="mt-4 text-sm" />
        ) : null}
        <ArrowLink href={href} label={`${linkLabel}: ${title}`} className="mt-6 self-start">
          {linkLabel}
        </ArrowLink>
      </div>
    </article>
  );
}
