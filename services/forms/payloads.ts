import { emailFixed } from '@/content/lead-mail';
import type { Locale } from '@/lib/i18n/locale';
import type { ContactParams, ContactValues, DemoParams, DemoValues, PartnerParams, PartnerValues } from './schemas';

/**
 * Turns validated form values into EmailJS template params. The message is a readable
 * summary, so a lead is complete even in an email template that prints only {{message}}.
 */

const consentLine = (answer: 'yes' | 'no') =>
  `Text-message consent: ${answer === 'yes' ? 'Yes, agreed to receive text messages' : 'No, does not want text messages'}`;

/**
 * What a lead written in another language than English adds: the `language` param (for
 * templates and the stored lead) and a line in the summary, so the team replies in it.
 */
function languageOf(language: Locale | undefined) {
  return language && language !== 'en' ? { language } : {};
}
const languageLine = (language: Locale | undefined) =>
  language === 'es' ? ['Language: Spanish (es). Please reply in Spanish.'] : [];

const lines = (entries: [string, string][]) =>
  entries
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');

export function partnerParams(values: PartnerValues, language?: Locale): PartnerParams {
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
      ...languageLine(language),
    ].join('\n'),
    to_name: emailFixed.toName,
    subject: emailFixed.partnerSubject,
    ...languageOf(language),
  };
}

export function contactParams(values: ContactValues, source?: string, language?: Locale): ContactParams {
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
      ...languageLine(language),
    ].join('\n'),
    to_name: emailFixed.toName,
    subject: emailFixed.contactSubject,
    business_type: values.businessType,
    number_of_locations: values.locations,
    ...languageOf(language),
  };
}

export function demoParams(values: DemoValues, source?: string, language?: Locale): DemoParams {
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
      ...languageLine(language),
    ].join('\n'),
    to_name: emailFixed.toName,
    subject: emailFixed.demoSubject,
    ...languageOf(language),
  };
}
