import { site } from '@/content/site';

/**
 * /demo: the demo request as a page of its own, where every Request Demo button leads when
 * the dialog cannot open (no script yet) and where the demo form posted without script shows
 * its outcome. The heading and the text under it are the demo dialog's own (content/forms.ts).
 */
export const demoPage = {
  meta: {
    title: 'Request a Demo',
    description: `See ${site.name} on your own menu: point of sale, payments and banking in a 20-minute walkthrough. A specialist calls you within ${site.replyWithin}.`,
  },
  eyebrow: 'Free 20-minute walkthrough',
};
