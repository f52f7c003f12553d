import { reportWebVitals } from './web-vitals';
import { followConsent } from '@/lib/experiments/enrollment';
import { EXPERIMENTS_UNTIL_ATTRIBUTE } from '@/lib/experiments/cookie-lifetime';

/**
 * What the visit beacon (components/insights/visit-beacon.tsx) loads once the page is idle,
 * never part of the first load, and only in a browser that does not refuse tracking: field
 * Web Vitals, and the experiments' enrollment, which keeps the bucket cookie in step with the
 * cookie choice from then on (a choice made before this loads is read when it does).
 */
export function afterLoad() {
  reportWebVitals();
  followConsent(document.body.getAttribute(EXPERIMENTS_UNTIL_ATTRIBUTE) ?? undefined);
}
