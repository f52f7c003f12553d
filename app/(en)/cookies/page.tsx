import { cookiesDocument } from '@/content/legal/cookies';
import { legalPage } from '@/components/legal/legal-page';
import { CookieChoice } from '@/components/legal/cookie-choice';

const { metadata, Page } = legalPage(cookiesDocument, { extras: { 'managing-cookies': <CookieChoice /> } });
export { metadata, Page as default };
