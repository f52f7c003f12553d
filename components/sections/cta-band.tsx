import * as React from 'react';
import { Container } from '@/components/ui/container';

/** The closing call to action of a page, on the dark brand band. */
export function CtaBand({ title, description, actions }: { title: string; description?: string; actions: React.ReactNode }) {
  return (
    <section className="bg-night py-16 text-white sm:py-20">
      <Container className="flex flex-col items-start gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 className="text-title font-bold text-balance">{title}</h2>
          {description ? <p className="mt-3 text-lead text-night-muted">{description}</p> : null}
        </div>
        <div className="flex flex-wrap gap-3">{actions}</div>
      </Container>
    </section>
  );
}
