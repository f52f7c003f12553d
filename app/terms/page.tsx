import { termsDocument } from '@/content/legal/terms';
import { pageMetadata } from '@/lib/metadata';
import { LegalDocumentView } from '@/components/legal/legal-document';

export const metadata = pageMetadata({ title: termsDocument.title, description: termsDocument.summary, path: termsDocument.path });

export default function TermsPage() {
  return <LegalDocumentView document={termsDocument} />;
}
