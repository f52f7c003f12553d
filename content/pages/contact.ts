import { supportLanguages } from '@/content/site';

/** /contact: the page heading above the shared contact form section. */
export const contactHero = {
  eyebrow: 'Contact sales',
  title: 'Let’s talk about your business',
  description:
    `Opening a second location, replacing an old register or starting your first truck? Tell us about it. Our team replies within one business day, and support is open 24/7 in ${supportLanguages()}.`,
} as const;
