import { termsDocument } from '@/content/legal/terms';
import { legalPage } from '@/components/legal/legal-page';

const { metadata, Page } = legalPage(termsDocument);
export { metadata, Page as default };
