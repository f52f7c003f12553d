import * as React from 'react';
import { formatLegalDate } from '@/content/legal/schema';
import type { LegalPage } from '@/content/legal/markdown';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { BreadcrumbsJsonLd } from '@/components/layout/breadcrumbs-json-ld';

/**
 * The document's HTML in as few opaque parts as the extras allow: one string for the whole
 * text, split only after a section that has an interactive piece to place beside it.
 */
function htmlParts(document: LegalPage, extras: Record<string, React.ReactNode>) {
  const parts: (string | React.ReactElement)[] = [];
  let html = document.html.intro;
  document.sections.forEach((section, index) => {
    html += document.html.sections[index];
    if (extras[section.id] === undefined) return;
    parts.push(html, <React.Fragment key={section.id}>{extras[section.id]}</React.Fragment>);
    html = '';
  });
  if (html) parts.push(html);
  return parts;
}

/**
 * The one template for every long-form legal page: title and date, a numbered table of
 * contents with anchor links, numbered sections at a ~70 character measure, and a way home.
 * The text is HTML rendered from its Markdown file (content/legal), placed as one node that
 * hydration skips. `extras` places interactive pieces (the cookie choice) right after a named
 * section, as their own islands beside the HTML. Print hides navigation and buttons.
 */
export function LegalDocumentView({
  document,
  actions,
  extras = {},
}: {
  document: LegalPage;
  /** Buttons under the title, e.g. the PDF download. */
  actions?: React.ReactNode;
  extras?: Record<string, React.ReactNode>;
}) {
  return (
    <article aria-labelledby="legal-title">
      <BreadcrumbsJsonLd path={document.path} title={document.title} />
      <header className="border-b border-line bg-surface-warm print:border-0 print:bg-transparent">
        <Container className="py-12 sm:py-16 print:px-0 print:py-4">
          <p className="eyebrow">Legal</p>
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
                  <span aria-hidden="true" className="toc-number">
                    {index + 1}.
                  </span>
                  <a href={`#${section.id}`} className="toc-link">
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <div className="max-w-[70ch] text-[1.0625rem] leading-7 text-ink">
          {htmlParts(document, extras).map((part, index) =>
            typeof part === 'string' ? <div key={index} className="legal-html" dangerouslySetInnerHTML={{ __html: part }} /> : part,
          )}

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
