import { formatAddress, site } from '@/content/site';
import { CONSENT_KEY } from '@/lib/consent';
import { defineLegalDocument, POLICY_DATE } from './schema';

const { owner, name } = site;

/**
 * Cookie Policy. It describes what this website really stores: one consent entry in local
 * storage and no third-party trackers. If that ever changes, this text changes with it.
 */
export const cookiesDocument = defineLegalDocument('cookies', {
  path: '/cookies',
  title: 'Cookie Policy',
  summary: `What cookies and similar technologies the ${name} website uses (one stored choice and no trackers), why, and how you can change your choice.`,
  lastUpdated: POLICY_DATE,
  intro: [
    `This Cookie Policy explains how the ${name} website, operated by ${owner}, uses cookies and similar browser storage. In short: we store your cookie choice and nothing else, and we do not load advertising or analytics trackers.`,
  ],
  sections: [
    {
      id: 'what-are-cookies',
      heading: 'What Are Cookies',
      body: [
        'Cookies are small text files that a website asks your browser to keep and send back on later visits. Local storage is a similar feature that lets a site keep a small piece of information in your browser without sending it to a server with every request. Both are used to remember settings, keep people signed in or, on many sites, to measure and target advertising.',
      ],
    },
    {
      id: 'types-of-cookies',
      heading: 'Types of Cookies',
      body: [
        {
          definitions: [
            { term: 'Strictly necessary', text: 'needed for a site to work or to remember a choice you made, such as your cookie preference. They cannot be switched off without affecting the site.' },
            { term: 'Preference', text: 'remember settings such as language or region.' },
            { term: 'Analytics', text: 'count visits and measure how pages are used.' },
            { term: 'Advertising', text: 'follow your browsing across sites to show targeted ads.' },
          ],
        },
        'Cookies set by the site you are visiting are first-party cookies; cookies set by another company whose content is embedded in the page are third-party cookies.',
      ],
    },
    {
      id: 'how-we-use-cookies',
      heading: 'How We Use Cookies',
      body: [
        'The website stores exactly one item, and only after you make a choice in the cookie banner or on this page:',
        {
          definitions: [
            {
              term: CONSENT_KEY,
              text: `kept in your browser's local storage with the value "accepted" or "declined". It records your cookie choice so the banner does not ask again. It is first-party, never sent to our servers, and stays until you change it here or clear your browser storage.`,
            },
          ],
        },
        'We do not use analytics, advertising or social-media cookies on this website. If you chose "accepted", we will only ever load optional features after updating this policy to name them.',
      ],
    },
    {
      id: 'managing-cookies',
      heading: 'Managing Cookies',
      body: [
        'You can change your choice at any time with the Accept and Decline buttons on this page; the new value is stored immediately. You can also delete the stored choice, and any cookies, in your browser settings, usually under Privacy or Site data. If you clear it, the cookie banner will ask you again on your next visit.',
        'Blocking all storage in your browser does not stop the website from working; the banner will simply appear on each visit.',
      ],
    },
    {
      id: 'third-party-cookies',
      heading: 'Third-Party Cookies',
      body: [
        `The ${name} website does not embed third-party trackers, advertising networks or social-media widgets, so no third party sets cookies through our pages. When you follow a link to another site, such as our tutorials site, the POS sign-in site or our social-media pages, that site's own cookie policy applies.`,
      ],
    },
    {
      id: 'updates',
      heading: 'Updates to This Policy',
      body: [
        'If we add any cookie or storage item, we will update this policy before we do, change the "Last updated" date above, and ask for your choice again where the law requires it.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact Us',
      body: [
        `Questions about this policy can be sent to ${owner}, ${formatAddress()}, by email to ${site.support.email} or by phone at ${site.support.phone.display}.`,
      ],
    },
  ],
});
