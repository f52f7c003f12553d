import { site } from '@/content/site';
import { defineLegalDocument, POLICY_DATE } from './schema';

const { owner, name } = site;

/** The one source of the SMS privacy policy: /privacy-phone-text renders it and the PDF prints it. */
export const SMS_POLICY_PDF = '/documents/ladle-sms-privacy-policy.pdf';

export const smsPolicyDocument = defineLegalDocument('sms-policy', {
  path: '/privacy-phone-text',
  title: 'SMS Privacy Policy',
  summary: `How ${name} handles your mobile number and text messages: what we collect, how we use it, how to stop messages with STOP or UNSUBSCRIBE, and how to get help with HELP.`,
  lastUpdated: POLICY_DATE,
  intro: [
    `This policy applies to text messages sent by ${owner} ("${name}") to people who gave their mobile number on our website or to our team and agreed to receive texts. It adds to our Privacy Policy.`,
  ],
  sections: [
    {
      id: 'data-collection',
      heading: 'Data Collection',
      body: [
        'When you agree to receive text messages, for example by choosing "yes" on our contact form or partner application, we collect your mobile phone number, your name, the date and time of your consent and the form or conversation where you gave it. We do not collect the contents of your phone or your location.',
      ],
    },
    {
      id: 'data-usage',
      heading: 'Data Usage',
      body: [
        `We use your number only to send the messages you asked for: replies to your enquiry, demo and appointment reminders, account and funding notices, and occasional news about ${name} products. Message frequency varies with your activity and is usually no more than a few messages a month.`,
      ],
    },
    {
      id: 'data-security',
      heading: 'Data Security',
      body: [
        'Mobile numbers and consent records are stored in systems protected by encryption in transit, role-based access for our staff and monitoring. Only the people and service providers who need them to send or support messages can reach them.',
      ],
    },
    {
      id: 'data-retention',
      heading: 'Data Retention',
      body: [
        'We keep your number and consent record while you are subscribed. After you opt out, we keep only a record of the opt-out itself, so that we do not text you again and can show that we respected your choice.',
      ],
    },
    {
      id: 'message-and-data-rates',
      heading: 'Message and Data Rates',
      body: [
        `Message and data rates may apply according to your mobile plan. ${name} does not charge for the messages it sends. Carriers are not liable for delayed or undelivered messages.`,
      ],
    },
    {
      id: 'help-and-support',
      heading: 'Help and Support',
      body: [
        `Reply HELP to any of our messages to receive our contact details and instructions by text. You can also reach our support team 24/7 at ${site.support.phone.display} or ${site.support.email}.`,
      ],
    },
    {
      id: 'opt-out-options',
      heading: 'Opt-Out Options',
      body: [
        'You can stop text messages at any time by replying STOP or UNSUBSCRIBE to any message. We will send one final text confirming that you have been unsubscribed, and your number will be removed from our messaging list within 24 hours. After that you will receive no further texts unless you sign up again.',
      ],
    },
    {
      id: 'additional-assistance',
      heading: 'Additional Assistance',
      body: [
        `If you keep receiving messages after opting out, or have any other question about this policy, contact us at ${site.support.email} or call ${site.support.phone.display}, and tell us the number concerned. We will investigate and reply promptly.`,
      ],
    },
    {
      id: 'non-sharing-clause',
      heading: 'Non-Sharing Clause',
      body: [
        'We do not sell, rent or share your mobile number or text-message consent with third parties or affiliates for their marketing or promotional purposes. Service providers that help us deliver messages receive your number only to deliver them, under contracts that forbid any other use.',
      ],
    },
  ],
});
