/**
 * Where a lead's visit came from travels with the lead as EmailJS template params, so an
 * EmailJS template can show it too, and the site's endpoint validates and stores it with
 * the lead. One table of names, shared by the browser side (which fills them), the endpoint
 * (which validates them) and every reader (mail, webhook, outbox, insights report).
 * The utm_* names are the campaign parameters' own; the others are ours.
 */
export const ATTRIBUTION_PARAMS = {
  landing: 'attr_landing',
  referrer: 'attr_referrer',
  source: 'utm_source',
  medium: 'utm_medium',
  campaign: 'utm_campaign',
  term: 'utm_term',
  content: 'utm_content',
  page: 'attr_page',
  lang: 'attr_lang',
  viewport: 'attr_viewport',
  // The experiment and variant of the page the lead was sent from (lib/experiments/page-experiment.ts).
  experiment: 'attr_experiment',
  variant: 'attr_variant',
} as const;

export type AttributionField = keyof typeof ATTRIBUTION_PARAMS;
export type Attribution = Partial<Record<AttributionField, string>>;

/** A lead's attribution read back from its template params, keyed by field; unknown fields left out. */
export function attributionOf(params: Readonly<Record<string, unknown>>): Attribution {
  const attribution: Attribution = {};
  for (const [field, param] of Object.entries(ATTRIBUTION_PARAMS) as [AttributionField, string][]) {
    const value = params[param];
    if (typeof value === 'string' && value !== '') attribution[field] = value;
  }
  return attribution;
}
