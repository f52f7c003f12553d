import { ATTRIBUTION_PARAMS, type AttributionField } from './attribution-params';
import { VIEWPORT_CLASSES } from './viewport-class';
import { isExperimentKey } from '@/lib/experiments/page-experiment';

/**
 * The server's copy of a lead's attribution params: each one bounded, stripped of control
 * characters and checked for its kind (a path, a host, a campaign word, a language, a
 * viewport class, an experiment or variant key). A value that fails is dropped, never a reason to refuse the lead: the
 * visitor's request matters more than where it came from. Campaign values that hold an
 * e-mail address are dropped too, so a mail merge that put one in a link never stores it.
 */

const LIMITS = { path: 200, host: 253, campaign: 100 } as const;
const CONTROL = /[\u0000-\u001f\u007f-\u009f]+/g;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const PATH = /^\/(?!\/)[^\s?#\\]*$/;
const HOST = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

type Rule = (value: string) => string | undefined;

const path: Rule = (value) => {
  const bare = value.split(/[?#]/, 1)[0]!;
  return bare.length <= LIMITS.path && PATH.test(bare) ? bare : undefined;
};
const host: Rule = (value) => {
  const lower = value.toLowerCase();
  return HOST.test(lower) ? lower : undefined;
};
const campaign: Rule = (value) => {
  const word = value.replace(/\s+/g, ' ').slice(0, LIMITS.campaign).trim();
  return word && !EMAIL.test(word) ? word : undefined;
};
const key: Rule = (value) => (isExperimentKey(value) ? value : undefined);
const oneOf =
  (allowed: readonly string[]): Rule =>
  (value) =>
    allowed.includes(value) ? value : undefined;

export function attributionRules(locales: readonly string[]): Record<AttributionField, Rule> {
  return {
    landing: path,
    page: path,
    referrer: host,
    source: campaign,
    medium: campaign,
    campaign,
    term: campaign,
    content: campaign,
    lang: oneOf(locales),
    viewport: oneOf(VIEWPORT_CLASSES),
    experiment: key,
    variant: key,
  };
}

const PARAM_FIELDS = new Map(Object.entries(ATTRIBUTION_PARAMS).map(([field, param]) => [param as string, field as AttributionField]));

/** Is this template param one of the attribution params? */
export const isAttributionParam = (key: string) => PARAM_FIELDS.has(key);

/**
 * The browser sends the page's experiment meta content as it stands, `<experiment>:<variant>`,
 * in attr_experiment (lib/visit/first-touch.ts): read as the two params, each then checked as a
 * key. A form posted without script has them apart already (services/forms/post-experiment.ts).
 */
function splitExperiment(params: Record<string, unknown>): Record<string, unknown> {
  const sent = params[ATTRIBUTION_PARAMS.experiment];
  if (typeof sent !== 'string' || !sent.includes(':')) return params;
  const [experiment, ...variant] = sent.split(':');
  return { ...params, [ATTRIBUTION_PARAMS.experiment]: experiment, [ATTRIBUTION_PARAMS.variant]: variant.join(':') };
}

/** One attribution value cleaned by its field's rule (control characters out, trimmed, checked), or undefined when it fails. */
export const cleanAttributionValue = (field: AttributionField, raw: string, locales: readonly string[] = []) => attributionRules(locales)[field](raw.replace(CONTROL, ' ').trim());

/** The attribution params of `params`, cleaned; those that fail their rule are left out. */
export function cleanAttribution(params: Record<string, unknown>, locales: readonly string[]): Record<string, string> {
  const rules = attributionRules(locales);
  const clean: Record<string, string> = {};
  const split = splitExperiment(params);
  for (const [param, field] of PARAM_FIELDS) {
    const raw = split[param];
    if (typeof raw !== 'string') continue;
    const value = rules[field](raw.replace(CONTROL, ' ').trim());
    if (value) clean[param] = value;
  }
  return clean;
}
