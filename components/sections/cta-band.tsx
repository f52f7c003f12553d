import * as React from 'react';
import { Container } from '@/components/ui/container';
import { DemoActions, type DemoActionsProps } from '@/components/sections/demo-actions';
import { HydrationSlice } from '@/components/ui/hydration-slice';

/**
 * The closing call to action of a page, on the dark brand band. By default it offers the demo
 * dialog (`demoLabel`, tagged with `source`) and, with `secondary`, one plain link beside it;
 * `actions` replaces both.
 */
export function CtaBand({
  title,
  description,
  source,
  demoLabel,
  secondary,
  locale,
  actions,
}: DemoActionsProps & {
  title: string;
  description?: string;
  actions?: React.ReactNode;
}) {
  return (
    <HydrationSlice>
      <section className="bg-night py-16 text-white sm:py-20" aria-labelledby="cta-title">
        <Container className="flex flex-col items-start gap-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="cta-title" className="text-title font-bold text-balance">
              {title}
            </h2>
            {description ? <p className="mt-3 text-lead text-night-muted">{description}</p> : null}
          </div>
          <div className="flex flex-wrap gap-3">
            {actions ?? <DemoActions source={source} demoLabel={demoLabel} secondary={secondary} locale={locale} inverse />}
          </div>
        </Container>
      </section>
    </HydrationSlice>
  );
}
