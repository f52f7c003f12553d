import { privacyDocument } from '@/content/legal/privacy';
import { pageMetadata } from '@/seo/metadata';
import { LegalDocumentView } from '@/components/legal/legal-document';
import { PageFrame } from '@/components/layout/page-frame';

export const metadata = pageMetadata({ title: privacyDocument.title, description: privacyDocument.summary, path: privacyDocument.path });

function PrivacyPage() {
  return <LegalDocumentView document={privacyDocument} />;
}

export default function Page() {
  return (
    <PageFrame path="/privacy">
      <PrivacyPage />
    </PageFrame>
  );
}
