import * as React from 'react';
import { formatLegalDate, type LegalDocument } from '@/content/legal/schema';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { LegalBlocks } from './legal-blocks';
import { LegalText } from './legal-text';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';

/**
 * The one template for every long-form legal page: title and date, a numbered table of
 * contents with anchor links, numbered sections at a ~70 character measure, and a way home.
 * `extras` places interactive pieces (the cookie choice) at the end of a named section, so
 * the text itself stays plain data. Print hides navigation and buttons, leaving the document.
 */
export function LegalDocumentView({
  document,
  actions,
  extras = {},
}: {
  document: LegalDocument;
  /** Buttons under the title, e.g. the PDF download. */
  actions?: React.ReactNode;
  extras?: Record<string, React.ReactNode>;
}) {
  const { path } = document;
  return (
    <article aria-labelledby="legal-title">
      <BreadcrumbsJsonLd path={document.path} title={document.title} />
      <header className="border-b border-line bg-surface-warm print:border-0 print:bg-transparent">
        <Container className="py-12 sm:py-16 print:px-0 print:py-4">
          <p className="text-eyebrow font-semibold uppercase text-brand">Legal</p>
          <h1 id="legal-title" className="mt-3 text-title font-bold text-balance text-ink sm:text-display">
            {document.title}
          </h1>
          <p className="mt-4 text-sm font-medium text-ink-muted">
            Last updated <time dateTime={document.lastUpdated}>{formatLegalDate(document.lastUpdated)}</time>
          </p>
          <p className="mt-4 max-w-[70ch] text-lead text-pretty text-ink-muted">{document.summary}</p>
          {actions ? <div className="mt-8 flex flex-wrap gap-3 print:hidden">{actions}</div> : null}
        </Container>
      </header>

      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-16 print:block print:px-0 print:py-4">
        <nav aria-label="Table of contents" className="print:hidden lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-card border border-line bg-surface p-5 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto">
            <h2 className="text-sm font-semibold uppercase tracking-wide text-ink-muted">Contents</h2>
            <ol className="mt-3 space-y-1.5 text-[0.9375rem] leading-6">
              {document.sections.map((section, index) => (
                <li key={section.id} className="flex gap-2">
                  <span aria-hidden="true" className="w-6 shrink-0 tabular-nums text-ink-muted">
                    {index + 1}.
                  </span>
                  <a href={`#${section.id}`} className="text-ink underline-offset-2 hover:text-brand hover:underline">
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <div className="max-w-[70ch] text-[1.0625rem] leading-7 text-ink">
          {document.intro.map((paragraph) => (
            <p key={paragraph} className="mt-4 first:mt-0">
              <LegalText text={paragraph} currentPath={path} />
            </p>
          ))}

          {document.sections.map((section, index) => (
            <section key={section.id} className="mt-12 break-inside-avoid-page">
              <h2 id={section.id} className="text-2xl font-bold tracking-tight text-balance text-ink">
                <span className="text-brand print:text-ink">{index + 1}.</span> {section.heading}
              </h2>
              <LegalBlocks blocks={section.body} currentPath={path} />
              {(section.subsections ?? []).map((sub, subIndex) => (
                <div key={sub.id}>
                  <h3 id={sub.id} className="mt-8 text-lg font-semibold text-ink">
                    {index + 1}.{subIndex + 1} {sub.heading}
                  </h3>
                  <LegalBlocks blocks={sub.body} currentPath={path} />
                </div>
              ))}
              {extras[section.id]}
            </section>
          ))}

          <div className="mt-14 border-t border-line pt-8 print:hidden">
            <Button asChild variant="outline">
              <a href="/">Return to Home</a>
            </Button>
          </div>
        </div>
      </Container>
    </article>
  );
}
