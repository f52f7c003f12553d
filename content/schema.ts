import { z } from 'zod';

/**
 * Shared shapes of page content. Each content family validates its entries with these at
 * module load, which happens during `next build`, so a malformed entry fails the build
 * with the entry named (see parseContent).
 */
export const iconNames = [
  'card', 'bolt', 'wifi-off', 'users', 'chart', 'menu', 'receipt', 'tag', 'gift', 'bank', 'clock', 'shield',
  'phone', 'qr', 'truck', 'store', 'message', 'mail', 'bell', 'globe', 'sparkles', 'calendar', 'wallet', 'layers',
  'monitor', 'printer', 'headset', 'cup', 'chef', 'code', 'check', 'percent', 'chevron-down', 'chevron-left', 'chevron-right',
] as const;
export const iconName = z.enum(iconNames);
export type IconName = z.infer<typeof iconName>;

const href = z.string().regex(/^(\/|https:\/\/)/, 'must be a site path or an https URL');
const image = z.object({
  src: z.string().startsWith('/'),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const statSchema = z.object({ number: z.string().min(1), label: z.string().min(1), value: z.number().optional() });
export const featureCardSchema = z.object({
  title: z.string().min(2),
  description: z.string().min(10),
  icon: iconName.optional(),
  href: href.optional(),
});
export const featureBlockSchema = z.object({
  title: z.string().min(2),
  description: z.string().min(10),
  features: z.array(z.string().min(2)).default([]),
  link: z.object({ label: z.string(), href }).optional(),
  image,
  reverse: z.boolean().default(false),
});
/** How a feature page is linked from the Features menu and the footer's Features column. */
export const featureNavSchema = z.object({
  label: z.string().min(2),
  /** The line under the label in the header menu; a page without one is listed in the footer only. */
  description: z.string().min(10).optional(),
  /** Place among the feature pages of every family, lowest first. */
  order: z.number().int().nonnegative(),
});
export type FeatureNav = z.infer<typeof featureNavSchema>;
export const timelineEntrySchema = z.object({ year: z.string().regex(/^\d{4}$/), title: z.string().min(2), description: z.string().optional() });
export const valueSlideSchema = z.object({ title: z.string().min(2), description: z.string().min(10), image });

export type Stat = z.infer<typeof statSchema>;
export type FeatureCard = z.infer<typeof featureCardSchema>;
export type FeatureBlock = z.infer<typeof featureBlockSchema>;
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
export type ValueSlide = z.infer<typeof valueSlideSchema>;
export type ContentImage = z.infer<typeof image>;
export { image as contentImageSchema };

/** The stable key of a list item, which its Spanish words are keyed by (lib/i18n/localize.ts): kebab-case. */
export const itemId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a kebab-case id');

/**
 * A list of `item`s each carrying an `id`, unique in the list: the key its Spanish words are
 * laid over it by, so reordering the list never moves a translation.
 */
export function keyedItems<Shape extends z.ZodRawShape>(item: z.ZodObject<Shape>) {
  return z
    .array(item.extend({ id: itemId }))
    .refine((items) => new Set(items.map((entry) => (entry as { id: string }).id)).size === items.length, 'every id must be unique in the list');
}

/**
 * Validates every entry of a content family and throws one error naming each bad entry
 * and field, e.g. `industries["bakeries"].hero.title: Too small`.
 */
export function parseContent<S extends z.ZodType>(
  family: string,
  schema: S,
  entries: Record<string, unknown>,
): Record<string, z.infer<S>> {
  const parsed: Record<string, z.infer<S>> = {};
  const problems: string[] = [];
  for (const [key, entry] of Object.entries(entries)) {
    const result = schema.safeParse(entry);
    if (result.success) parsed[key] = result.data;
    else
      for (const issue of result.error.issues)
        problems.push(`${family}["${key}"]${issue.path.length ? '.' + issue.path.join('.') : ''}: ${issue.message}`);
  }
  if (problems.length) throw new Error(`Invalid ${family} content:\n  ${problems.join('\n  ')}`);
  return parsed;
}

/**
 * A record of entries as a list in the record's order, each carrying its key as `id` (unless
 * it has an id of its own). The id is what the Spanish words of the entry are keyed by
 * (lib/i18n/localize.ts), so reordering the record never moves a translation.
 */
export function keyedList<T extends object>(record: Record<string, T>): (T & { id: string })[] {
  return Object.entries(record).map(([id, entry]) => ({ id, ...entry }));
}

/** Feature cards validated and keyed by their record keys (see keyedList): how a page declares a grid of cards. */
export function featureCards(family: string, entries: Record<string, unknown>): (FeatureCard & { id: string })[] {
  return keyedList(parseContent(family, featureCardSchema, entries));
}
