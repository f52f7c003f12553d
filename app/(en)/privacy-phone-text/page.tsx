import { SMS_POLICY_PDF, smsPolicyDocument } from '@/content/legal/sms-policy';
import { legalPage } from '@/components/legal/legal-page';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

const { metadata, Page } = legalPage(smsPolicyDocument, {
  actions: (
    <Button asChild>
      {/* A static file, so a plain anchor: it downloads and also opens in a new tab where downloads are blocked. */}
      <a href={SMS_POLICY_PDF} download target="_blank" rel="noopener">
        <Icon name="receipt" />
        Download the full policy (PDF)
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Button>
  ),
});
export { metadata, Page as default };
