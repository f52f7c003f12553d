import { cookiesDocument } from '@/content/legal/cookies';
import { pageMetadata } from '@/seo/metadata';
import { LegalDocumentView } from '@/components/legal/legal-document';
import { CookieChoice } from '@/components/legal/cookie-choice';
import { PageFrame } from '@/components/layout/page-frame';

export const metadata = pageMetadata({ title: cookiesDocument.title, description: cookiesDocument.summary, path: cookiesDocument.path });

function CookiesPage() {
  return <LegalDocumentView document={cookiesDocument} extras={{ 'managing-cookies': <CookieChoice /> }} />;
}

export default function Page() {
  return (
    <PageFrame path="/cookies">
      <CookiesPage />
    </PageFrame>
  );
}
