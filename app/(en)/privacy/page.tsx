import { privacyDocument } from '@/content/legal/privacy';
import { legalPage } from '@/components/legal/legal-page';

const { metadata, Page } = legalPage(privacyDocument);
export { metadata, Page as default };
