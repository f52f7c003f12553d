import { linkifySegments } from '@/content/legal/links';

/** A sentence of legal copy with its email addresses, phone numbers and policy names linked. */
export function LegalText({ text, currentPath }: { text: string; currentPath?: string }) {
  return (
    <>
      {linkifySegments(text, currentPath).map((segment, index) => {
        if (!segment.href) return segment.text;
        const className = 'font-medium text-brand underline underline-offset-2 hover:text-brand-strong';
        return segment.href.startsWith('/') ? (
          <a key={index} href={segment.href} className={className}>
            {segment.text}
          </a>
        ) : (
          <a key={index} href={segment.href} className={className}>
            {segment.text}
          </a>
        );
      })}
    </>
  );
}
