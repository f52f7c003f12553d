import { SMS_POLICY_PDF, smsPolicyDocument } from '@/content/legal/sms-policy';
import { pageMetadata } from '@/seo/metadata';
import { LegalDocumentView } from '@/components/legal/legal-document';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { PageFrame } from '@/components/layout/page-frame';

export const metadata = pageMetadata({ title: smsPolicyDocument.title, description: smsPolicyDocument.summary, path: smsPolicyDocument.path });

function SmsPrivacyPage() {
  return (
    <LegalDocumentView
      document={smsPolicyDocument}
      actions={
        <Button asChild>
          {/* A static file, so a plain anchor: it downloads and also opens in a new tab where downloads are blocked. */}
          <a href={SMS_POLICY_PDF} download target="_blank" rel="noopener">
            <Icon name="receipt" />
            Download the full policy (PDF)
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
      }
    />
  );
}

export default function Page() {
  return (
    <PageFrame path="/privacy-phone-text">
      <SmsPrivacyPage />
    </PageFrame>
  );
}
