import { formatInZone, zonedTime } from '@/lib/booking/time-zones';
import type { Locale } from '@/lib/i18n/locale';

/** How dates and times of demo slots read, in the visitor's language and zone. */
const tags: Record<Locale, string> = { en: 'en-US', es: 'es-ES' };
export const dateLabel = (instant: Date | string, timeZone: string, locale: Locale) =>
  formatInZone(new Date(instant), timeZone, tags[locale], { weekday: 'long', month: 'long', day: 'numeric' });

export const timeLabel = (instant: Date | string, timeZone: string, locale: Locale) => zonedTime(new Date(instant), timeZone, tags[locale]);

/** An IANA zone as people read it: "America/New York". */
export const zoneLabel = (timeZone: string) => timeZone.replace(/_/g, ' ');

export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
