import { z } from 'zod';
import { publicRoutes } from '@/content/routes';
import { formatLegalDate } from '@/content/legal/schema';
import { site } from '@/content/site';

/**
 * /accessibility: the standard the site is built to, how it is checked, what is known not
 * to be right yet, and how to report a barrier. The page count is read from the route
 * table when the page is built, so it grows with the site instead of being retyped.
 */

/** The pages the accessibility sweep opens at both widths: every route of content/routes.ts. */
export const checkedPageCount = publicRoutes.length;

/** Bump on each review of this statement. */
export const lastReviewed = '2026-11-22';

export const accessibilityPage = {
  title: 'Accessibility',
  description:
    `The ${site.name} website is built to WCAG 2.2 AA and checked on every change, page by page, at phone and desktop widths. What we know is not right yet, and how to report a barrier.`,
  path: '/accessibility',
} as const;

export const accessibilityHero = {
  eyebrow: 'Accessibility statement',
  title: 'A website every owner can use',
  description: `We want anyone running a food business to be able to read about ${site.name}, compare it and ask us for a demo, whatever device, settings or assistive technology they use.`,
  reviewedLabel: 'Last reviewed',
} as const;

const sectionSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  heading: z.string().min(3),
  paragraphs: z.array(z.string().min(20)).min(1),
  points: z.array(z.string().min(20)).default([]),
});
export type StatementSection = z.infer<typeof sectionSchema>;

export const statementSections: StatementSection[] = z.array(sectionSchema).parse([
  {
    id: 'standard',
    heading: 'The standard we build to',
    paragraphs: [
      'This website is built to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Every page should work with a keyboard alone, show where the focus is, read in order with a screen reader and give its text enough contrast against the background.',
    ],
  },
  {
    id: 'checks',
    heading: 'How we check it',
    paragraphs: ['These checks are part of the site’s test suite, which runs on every change to the site.'],
    points: [
      `Every change opens all ${checkedPageCount} pages of the site at a phone width (375 pixels) and a desktop width (1280 pixels) and fails if the axe accessibility engine finds any WCAG A or AA problem.`,
      'Keyboard tests use the header menus, the mobile menu, the demo and partner dialogs, the tabs on the notifications and POS tour pages, the carousel on the About page, the savings calculator and every form, including their error messages.',
      'Animations, the counting figures on the home page and the dashboard video follow your device’s reduced-motion setting.',
      'The text of every page is in the page’s own HTML, so it reads before any script has loaded, or with JavaScript turned off.',
    ],
  },
  {
    id: 'limitations',
    heading: 'Known limitations',
    paragraphs: ['Some parts are not yet where we want them. We would rather tell you than have you find out.'],
    points: [
      'The four PDF documents (the main presentation, the brand messaging brochure, the logo and brand guidelines and the SMS privacy policy) are generated as tagged PDFs with a document title and language, so screen readers can follow their headings and text. They have not been checked against the PDF/UA standard. The SMS privacy policy is also a web page, which is fully checked.',
      'Blog posts are written by our editors and arrive from a separate blog service. The checks cover the blog list and a sample post, so a new post may carry an image without a useful description, or a heading out of order, until we correct it.',
      `The forms send through EmailJS, a third-party email service; every message you see on the page comes from our site. Sign In goes to the ${site.name} point-of-sale login site, and the tutorials, social networks and messaging apps we link to are run separately: this statement does not cover them.`,
      'Automated rules find only part of the barriers people meet, which is why we also test by keyboard and ask you to tell us what we missed.',
    ],
  },
]);

export const reportSection = {
  id: 'report',
  heading: 'Report a barrier',
  intro: 'If something on this site is hard or impossible for you to use, tell us the page, what you were trying to do and what happened. Any of these reaches our support team:',
  languages: `Support is open 24/7 in ${site.support.languages.join(', ')}.`,
  answer: `We reply within ${site.replyWithin} and tell you what we will do about it.`,
} as const;

/** "November 22, 2026" */
export const lastReviewedLabel = formatLegalDate(lastReviewed);
