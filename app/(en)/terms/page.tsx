import { termsDocument } from '@/content/legal/terms';
import { pageMetadata } from '@/seo/metadata';
import { LegalDocumentView } from '@/components/legal/legal-document';
import { PageFrame } from '@/components/layout/page-frame';

export const metadata = pageMetadata({ title: termsDocument.title, description: termsDocument.summary, path: termsDocument.path });

function TermsPage() {
  return <LegalDocumentView document={termsDocument} />;
}

export default function Page() {
  return (
    <PageFrame path="/terms">
      <TermsPage />
    </PageFrame>
  );
}
