import * as React from 'react';
import { Container } from '@/components/ui/container';
import { Button } from '@/components/ui/button';
import { DemoButton } from '@/components/demo/demo-dialog';

/**
 * The closing call to action of a page, on the dark brand band. By default it offers the demo
 * dialog (`demoLabel`, tagged with `source`) and, with `secondary`, one plain link beside it;
 * `actions` replaces both.
 */
export function CtaBand({
  title,
  description,
  source,
  demoLabel = 'Request Demo',
  secondary,
  actions,
}: {
  title: string;
  description?: string;
  /** Which page or section the demo request comes from. */
  source?: string;
  demoLabel?: string;
  secondary?: { label: string; href: string };
  actions?: React.ReactNode;
}) {
  return (
    <section className="bg-night py-16 text-white sm:py-20" aria-labelledby="cta-title">
      <Container className="flex flex-col items-start gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-title" className="text-title font-bold text-balance">
            {title}
          </h2>
          {description ? <p className="mt-3 text-lead text-night-muted">{description}</p> : null}
        </div>
        <div className="flex flex-wrap gap-3">
          {actions ?? (
            <>
              <DemoButton size="lg" variant="inverse" source={source}>
                {demoLabel}
              </DemoButton>
              {secondary ? (
                <Button asChild size="lg" variant="inverse-outline">
                  <a href={secondary.href}>{secondary.label}</a>
                </Button>
              ) : null}
            </>
          )}
        </div>
      </Container>
    </section>
  );
}
