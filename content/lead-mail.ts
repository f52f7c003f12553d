/**
 * The fixed recipient name and subject line each lead form sends with its EmailJS template
 * params (the browser builds them in services/forms/payloads.ts; the sales inbox reads them).
 */
import { site } from '@/content/site';

export const emailFixed = {
  toName: `${site.name} Sales Team`,
  partnerSubject: `New ${site.name} partner program application`,
  contactSubject: `New contact request from the ${site.name} website`,
  demoSubject: `New demo request from the ${site.name} website`,
} as const;
