import { emailFixed } from '@/lib/email/config';
import type { ContactParams, ContactValues, DemoParams, DemoValues, PartnerParams, PartnerValues } from './schemas';

/**
 * Turns validated form values into EmailJS template params. The message is a readable
 * summary, so a lead is complete even in an email template that prints only {{message}}.
 */

const consentLine = (answer: 'yes' | 'no') =>
  `Text-message consent: ${answer === 'yes' ? 'Yes, agreed to receive text messages' : 'No, does not want text messages'}`;

const lines = (entries: [string, string][]) =>
  entries
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');

export function partnerParams(values: PartnerValues): PartnerParams {
  return {
    from_name: values.name,
    from_email: values.email,
    phone: values.phone,
    message: [
      'New partner program application.',
      lines([
        ['Name', values.name],
        ['Email', values.email],
        ['Phone', values.phone],
      ]),
      consentLine(values.consent),
    ].join('\n'),
    to_name: emailFixed.toName,
    subject: emailFixed.partnerSubject,
  };
}

export function contactParams(values: ContactValues, source?: string): ContactParams {
  return {
    from_name: values.name,
    from_email: values.email,
    company: values.company,
    phone: values.phone,
    message: [
      values.message || '(No message written.)',
      '',
      lines([
        ['Company', values.company],
        ['Phone', values.phone],
        ['Business type', values.businessType || 'Not given'],
        ['Number of locations', values.locations || 'Not given'],
        ['Sent from', source ?? ''],
      ]),
      consentLine(values.consent),
    ].join('\n'),
    to_name: emailFixed.toName,
    subject: emailFixed.contactSubject,
    business_type: values.businessType,
    number_of_locations: values.locations,
  };
}

export function demoParams(values: DemoValues, source?: string): DemoParams {
  return {
    from_name: values.name,
    from_email: values.email,
    phone: values.phone,
    business_type: values.businessType,
    message: [
      values.message || '(No message written.)',
      '',
      lines([
        ['Phone', values.phone],
        ['Business type', values.businessType || 'Not given'],
        ['Requested from', source ?? ''],
      ]),
      consentLine(values.consent),
    ].join('\n'),
    to_name: emailFixed.toName,
    subject: emailFixed.demoSubject,
  };
}
