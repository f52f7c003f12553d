import type { ComponentProps } from 'react';
import type { LegalPage } from '@/content/legal/markdown';
import { pageMetadata } from '@/seo/metadata';
import { LegalDocumentView } from '@/components/legal/legal-document';
import { PageFrame } from '@/components/layout/page-frame';

/**
 * A legal text's whole route, in one part: its metadata (title, summary, path from the
 * document's frontmatter) and its page in the site's frame. `view` adds what one text has
 * beyond its words (the cookie choice, the PDF download).
 *
 *   const { metadata, Page } = legalPage(termsDocument);
 *   export { metadata, Page as default };
 */
export function legalPage(document: LegalPage, view: Omit<ComponentProps<typeof LegalDocumentView>, 'document'> = {}) {
  return {
    metadata: pageMetadata({ title: document.title, description: document.summary, path: document.path }),
    Page: function LegalRoute() {
      return (
        <PageFrame path={document.path}>
          <LegalDocumentView document={document} {...view} />
        </PageFrame>
      );
    },
  };
}
