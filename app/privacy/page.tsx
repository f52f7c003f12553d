import { privacyDocument } from '@/content/legal/privacy';
import { pageMetadata } from '@/lib/metadata';
import { LegalDocumentView } from '@/components/legal/legal-document';

export const metadata = pageMetadata({ title: privacyDocument.title, description: privacyDocument.summary, path: privacyDocument.path });

export default function PrivacyPage() {
  return <LegalDocumentView document={privacyDocument} />;
}
