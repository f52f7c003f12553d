import * as React from 'react';
import { cn } from '@/lib/utils';
import { Container } from '@/components/ui/container';

type Tone = 'plain' | 'warm' | 'sunk' | 'night';
const tones: Record<Tone, string> = {
  plain: 'bg-surface',
  warm: 'bg-surface-warm',
  sunk: 'bg-surface-sunk',
  night: 'bg-night text-white',
};

/** A full-width page band with consistent vertical rhythm. */
export function Section({
  tone = 'plain',
  className,
  containerClassName,
  children,
  ...props
}: React.ComponentProps<'section'> & { tone?: Tone; containerClassName?: string }) {
  return (
    <section data-tone={tone} className={cn('py-16 sm:py-24', tones[tone], className)} {...props}>
      <Container className={containerClassName}>{children}</Container>
    </section>
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
}: {
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
        <p className={cn('text-eyebrow font-semibold uppercase', inverse ? 'text-brand-soft' : 'text-brand')}>{eyebrow}</p>
      ) : null}
      <Heading className={cn('mt-2 text-title font-bold text-balance sm:text-display', inverse ? 'text-white' : 'text-ink')}>
        {title}
      </Heading>
      {description ? (
        <p className={cn('mt-4 text-lead text-pretty', inverse ? 'text-night-muted' : 'text-ink-muted')}>{description}</p>
      ) : null}
    </div>
  );
}
