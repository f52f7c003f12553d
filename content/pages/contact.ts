import { supportLanguages, site } from '@/content/site';

/** /contact: the page heading above the shared contact form section. */
export const contactHero = {
  eyebrow: 'Contact sales',
  title: 'Let’s talk about your business',
  description:
    `Opening a second location, replacing an old register or starting your first truck? Tell us about it. Our team replies within ${site.replyWithin}, and support is open 24/7 in ${supportLanguages()}.`,
} as const;

/** The rest of /contact's copy. */
export const contactPage = {
  meta: {
    title: 'Contact Sales',
    description:
      `Talk to ${site.name}’s sales team about point of sale, payments and banking for your food or drink business. We reply within ${site.replyWithin}; support is open 24/7.`,
  },
  /** The form's accessible name (its header is hidden: the page hero introduces it). */
  formTitle: 'Contact form',
};
