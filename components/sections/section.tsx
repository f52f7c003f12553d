import * as React from 'react';
import { cn } from '@/lib/utils';
import { Container } from '@/components/ui/container';
import { HydrationSlice } from '@/components/ui/hydration-slice';

type Tone = 'plain' | 'warm' | 'sunk' | 'night';
const tones: Record<Tone, string> = {
  plain: 'bg-surface',
  warm: 'bg-surface-warm',
  sunk: 'bg-surface-sunk',
  night: 'bg-night text-white',
};

type Heading = Omit<React.ComponentProps<typeof SectionHeader>, 'title' | 'inverse'> & {
  title: string;
  /** The heading's id; by default `<section id>-title`, or one made from the title. */
  id?: string;
};

/** "Made for owners" -> "made-for-owners-title" */
// Accents are folded first ("Dueños" -> "duenos"), so a Spanish heading keeps its whole word.
const headingIdFor = (title: string) =>
  `${title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-title`;

/**
 * A full-width page band with consistent vertical rhythm. Given a `heading`, it draws the
 * section header and names the band after it (aria-labelledby), so no page wires ids by
 * hand. The header stands above the children; `aside` puts something beside it (a Learn
 * More button); `split` puts it in a left column (with `lead` under it) beside the children,
 * with `after` below both.
 */
export function Section({
  tone = 'plain',
  heading,
  aside,
  split,
  lead,
  after,
  className,
  containerClassName,
  children,
  ...props
}: React.ComponentProps<'section'> & {
  tone?: Tone;
  heading?: Heading;
  aside?: React.ReactNode;
  /** Grid classes of the two-column layout, e.g. "lg:grid-cols-2". */
  split?: string;
  lead?: React.ReactNode;
  /** Full-width content under the two columns of a `split` section. */
  after?: React.ReactNode;
  containerClassName?: string;
}) {
  const headingId = heading ? (heading.id ?? (props.id ? `${props.id}-title` : headingIdFor(heading.title))) : undefined;
  const header = heading ? <SectionHeader {...heading} {...(split ? { align: 'left' as const } : {})} id={headingId} inverse={tone === 'night'} /> : null;
  const top = aside ? (
    <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
      {header}
      {aside}
    </div>
  ) : (
    header
  );
  return (
    <HydrationSlice>
      <section data-tone={tone} className={cn('lazy-layout py-16 sm:py-24', tones[tone], className)} aria-labelledby={headingId} {...props}>
        <Container className={containerClassName}>
          {split ? (
            <>
              <div className={cn('grid gap-12', split)}>
                <div>
                  {header}
                  {lead}
                </div>
                {children}
              </div>
              {after}
            </>
          ) : (
            <>
              {top}
              {children}
            </>
          )}
        </Container>
      </section>
    </HydrationSlice>
  );
}

/** Eyebrow, heading and lead paragraph at the top of a section. */
export function SectionHeader({
  eyebrow,
  title,
  description,
  align = 'center',
  as: Heading = 'h2',
  className,
  inverse = false,
  id,
}: {
  id?: string;
  eyebrow?: string;
  title: React.ReactNode;
  description?: React.ReactNode;
  align?: 'center' | 'left';
  as?: 'h1' | 'h2' | 'h3';
  className?: string;
  inverse?: boolean;
}) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow ? (
        <p className={cn('eyebrow', inverse && 'text-brand-soft')}>{eyebrow}</p>
      ) : null}
      <Heading id={id} className={cn('section-title', inverse && 'text-white')}>
        {title}
      </Heading>
      {description ? (
        <p className={cn('section-lead', inverse && 'text-night-muted')}>{description}</p>
      ) : null}
    </div>
  );
}
