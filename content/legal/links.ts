import { site } from '@/content/site';

/**
 * Legal texts are plain strings; this turns the email addresses, phone numbers and policy
 * names inside them into links, the same way on the web page and in the PDF.
 */
export type TextSegment = { text: string; href?: string };

const phones = [site.sales.phone, site.support.phone];

/** Policy names, longest first so "SMS Privacy Policy" wins over "Privacy Policy". */
const policyLinks: [string, string][] = [
  ['SMS Privacy Policy', '/privacy-phone-text'],
  ['Terms and Conditions', '/terms'],
  ['Privacy Policy', '/privacy'],
  ['Cookie Policy', '/cookies'],
];

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function linkifySegments(text: string, currentPath?: string): TextSegment[] {
  const links = new Map<string, string>();
  for (const phone of phones) links.set(phone.display, `tel:${phone.e164}`);
  for (const [name, path] of policyLinks) if (path !== currentPath) links.set(name, path);

  const alternatives = [...[...links.keys()].map(escape), '[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+'];
  const pattern = new RegExp(`(${alternatives.join('|')})`, 'g');
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const value = match[0];
    const index = match.index ?? 0;
    if (index > last) segments.push({ text: text.slice(last, index) });
    segments.push({ text: value, href: links.get(value) ?? `mailto:${value}` });
    last = index + value.length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}
