import { site } from '@/content/site';
import { ExternalLink } from '@/components/ui/external-link';

/**
 * The support team's phone, email, messaging app and chat handle as list items, for the
 * footer and the accessibility statement; the caller supplies the <ul> and the link look.
 */
export function SupportContactItems({ linkClass }: { linkClass: string }) {
  const { support } = site;
  return (
    <>
      <li>
        <a className={linkClass} href={`tel:${support.phone.e164}`}>
          {support.phone.display}
        </a>
      </li>
      <li>
        <a className={linkClass} href={`mailto:${support.email}`}>
          {support.email}
        </a>
      </li>
      <li>
        {support.messagingAppName}:{' '}
        <ExternalLink className={linkClass} href={support.messagingUrl}>
          {support.messagingPhone.display}
        </ExternalLink>
      </li>
      <li>
        {support.chatAppName}:{' '}
        <ExternalLink className={linkClass} href={support.chatUrl}>
          {support.chatHandle}
        </ExternalLink>
      </li>
    </>
  );
}
