import { BoundedCache } from '@/lib/bounded-cache';
import { FORMAT_CACHE_LIMIT, zonedTime } from '@/lib/booking/time-zones';
import type { Locale } from '@/lib/i18n/locale';

/** How dates and times of demo slots read, in the visitor's language and zone. */
const tags: Record<Locale, string> = { en: 'en-US', es: 'es-ES' };
const dateFormats = new BoundedCache<string, Intl.DateTimeFormat>(FORMAT_CACHE_LIMIT);

export function dateLabel(instant: Date | string, timeZone: string, locale: Locale) {
  const format = dateFormats.get(`${locale} ${timeZone}`, () => new Intl.DateTimeFormat(tags[locale], { timeZone, weekday: 'long', month: 'long', day: 'numeric' }));
  return format.format(new Date(instant));
}

export const timeLabel = (instant: Date | string, timeZone: string, locale: Locale) => zonedTime(new Date(instant), timeZone, tags[locale]);

/** An IANA zone as people read it: "America/New York". */
export const zoneLabel = (timeZone: string) => timeZone.replace(/_/g, ' ');

export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
