import { formatAddress, site } from '@/content/site';
import { CONSENT_KEY } from '@/lib/consent';
import { defineLegalDocument, POLICY_DATE } from './schema';

const { owner, name } = site;

/** Privacy Policy: what the website and the services collect, why, and the visitor's choices. */
export const privacyDocument = defineLegalDocument('privacy', {
  path: '/privacy',
  title: 'Privacy Policy',
  summary: `How ${owner} collects, uses, shares and protects personal information on the ${name} website and in the ${name} services, and the choices you have.`,
  lastUpdated: POLICY_DATE,
  intro: [
    `This Privacy Policy explains how ${owner} ("${name}", "we", "us" or "our") handles personal information when you visit our website, contact us, apply to our partner program, request a demo, or use our point-of-sale, payment and banking services. It is part of our Terms and Conditions.`,
    'We collect what we need to answer you and to run the services, we do not sell personal information, and the website itself places no advertising or analytics trackers in your browser.',
  ],
  sections: [
    {
      id: 'scope',
      heading: 'Who We Are and What This Policy Covers',
      body: [
        `${owner} is the company behind ${name}, based at ${formatAddress()}. We are the controller of the personal information described here, except where we process information on behalf of a merchant (for example, the merchant's own customer list), in which case the merchant decides how it is used and we act as its service provider.`,
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Information We Collect',
      body: ['We collect the following categories of information.'],
      subsections: [
        {
          id: 'website-forms',
          heading: 'Information you send through our website forms',
          body: [
            {
              definitions: [
                { term: 'Partner application', text: 'your name, phone number, email address and whether you agree to receive text messages from us (yes or no).' },
                { term: 'Contact form', text: 'your name and email address (required), and, if you choose to give them, your company, phone number, business type, number of locations and your message, plus your text-message choice (yes or no).' },
                { term: 'Demo request', text: 'your name and contact details, your business name and type, and anything you add about what you would like to see.' },
              ],
            },
          ],
        },
        {
          id: 'merchant-information',
          heading: 'Information from merchants and applicants',
          body: [
            'When a business applies for the services we collect the business name, legal entity, tax identification number, address, bank account for settlements, processing history, and the name, date of birth, address and identification details of its owners. We and our Partner Banks need this to verify identity, assess risk and meet anti-money-laundering obligations.',
          ],
        },
        {
          id: 'transaction-information',
          heading: 'Transaction and usage information',
          body: [
            'When merchants use the services we process order contents, amounts, tips, payment card details (stored in tokenized form by our payment processors), receipts, staff time records and device information needed to keep registers synchronized and secure.',
          ],
        },
        {
          id: 'automatic-information',
          heading: 'Information stored or logged automatically',
          body: [
            `Your cookie choice is kept in your own browser's local storage under the key "${CONSENT_KEY}" with the value "accepted" or "declined"; it never leaves your device. Like any web server, our hosting provider records technical request logs (IP address, browser type, page requested and time) to deliver pages and protect the site from abuse.`,
          ],
        },
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How We Use Information',
      body: [
        {
          list: [
            'to answer your message, schedule a demo or review your partner application;',
            'to open, operate and support merchant accounts, process payments and settle funds;',
            'to verify identity, prevent fraud and chargebacks, and meet legal, card-network and banking obligations;',
            'to send service messages such as receipts, security alerts and funding notices;',
            'to send marketing emails or, where you said yes, text messages, which you can stop at any time;',
            'to improve the services, including the AI manager\u2019s forecasts, using merchant data in aggregated form.',
          ],
        },
        'We keep a record of your text-message choice so that we only text people who said yes.',
      ],
    },
    {
      id: 'form-delivery',
      heading: 'How Website Messages Reach Us',
      body: [
        'When you submit a form, your browser sends its contents to our email delivery provider, which forwards them to our sales team as an email. The provider processes the message only to deliver it to us. We do not use the form contents for anything other than responding to you and following up on your request.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and Local Storage',
      body: [
        `The website does not set advertising or analytics cookies. The only item it stores on purpose is your cookie choice in local storage ("${CONSENT_KEY}"), so that the cookie banner does not ask again. Our Cookie Policy explains this in detail and lets you change your choice.`,
      ],
    },
    {
      id: 'text-messages',
      heading: 'Text Messages',
      body: [
        'Our SMS Privacy Policy describes how we handle mobile numbers and text messages, including the keywords STOP, UNSUBSCRIBE and HELP. Mobile numbers and text-message consent are never shared with third parties for their marketing.',
      ],
    },
    {
      id: 'sharing',
      heading: 'How We Share Information',
      body: [
        'We share personal information only as needed to provide the services or as the law requires:',
        {
          list: [
            'with Partner Banks, payment processors and card networks to approve accounts, process payments and settle funds;',
            'with service providers that host our systems, deliver emails and text messages, or help with support, under contracts that limit their use of the information;',
            'with delivery platforms and other services a merchant chooses to connect;',
            'with authorities when required by law, or to protect our users, merchants and the public against fraud;',
            'with a buyer or successor if our business is reorganized or sold, subject to this Policy.',
          ],
        },
      ],
    },
    {
      id: 'no-sale',
      heading: 'We Do Not Sell Personal Information',
      body: [
        `${name} does not sell personal information and does not share it for cross-context behavioural advertising.`,
      ],
    },
    {
      id: 'retention',
      heading: 'Data Retention',
      body: [
        'We keep website enquiries for as long as we are in conversation with you and for up to two years afterwards, unless you ask us to delete them sooner. Merchant and transaction records are kept for as long as banking, tax and card-network rules require, which is usually several years after an account closes. Your cookie choice stays in your browser until you change it or clear your browser storage.',
      ],
    },
    {
      id: 'security',
      heading: 'Data Security',
      body: [
        'We protect information with encryption in transit, access controls based on roles, tokenization of card data and monitoring of our systems. No method of transmission or storage is perfectly secure, so we also ask you to keep your account credentials safe and to tell us at once about any suspected misuse.',
      ],
    },
    {
      id: 'your-choices',
      heading: 'Your Choices and Rights',
      body: [
        'Depending on where you live, you may have the right to:',
        {
          list: [
            'ask what personal information we hold about you and receive a copy;',
            'ask us to correct or delete it;',
            'opt out of marketing emails with the unsubscribe link, and out of text messages by replying STOP;',
            'change your cookie choice at any time on our Cookie Policy page.',
          ],
        },
        `To make a request, email ${site.support.email}. We will verify your identity before acting and answer within the time the law requires. We will not treat you differently for using these rights.`,
      ],
    },
    {
      id: 'children',
      heading: "Children's Privacy",
      body: [
        'The website and services are intended for people aged 18 and over. We do not knowingly collect personal information from anyone under 18; if you believe a child has sent us information, contact us and we will delete it.',
      ],
    },
    {
      id: 'international',
      heading: 'International Visitors',
      body: [
        `${name} serves businesses in more than 10 countries, and our systems and service providers are located in the United States. If you contact us from elsewhere, your information will be processed in the United States under this Policy.`,
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to This Policy',
      body: [
        'We will update this Policy when our practices change. The "Last updated" date shows the latest version; for material changes we will also notify merchants by email or in the Dashboard.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact Us',
      body: [
        `For privacy questions or requests, write to ${owner}, ${formatAddress()}, or contact us:`,
        {
          list: [
            `Email: ${site.support.email}`,
            `Phone (24/7 support): ${site.support.phone.display}`,
          ],
        },
      ],
    },
  ],
});
