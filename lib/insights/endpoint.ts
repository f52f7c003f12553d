import { clientKey } from '@/lib/email/client-address';
import { serverEnv } from '@/lib/env';
import { readLimitedText, TooLargeError } from '@/lib/http/read-limited';
import { MAX_EVENT_BYTES, type InsightEventSchema } from './events';
import { isUncountedRequest } from './filter';
import { fromOwnPages } from './origin';
import { insightsStore } from './index';
import { allowEvent } from './rate-limit';

const reply = (status: number) => new Response(null, { status, headers: { 'cache-control': 'no-store' } });

/**
 * POST /api/insights: one beacon, one event. 204 when taken (counted, or dropped as a bot or
 * prefetch: the sender learns nothing either way), 403 from another site's page (origin.ts;
 * checked first, so forged beacons use up no visitor's budget), 400 malformed or unknown route, 413 too
 * large, 429 flood, 503 when the store cannot take it. Nothing about the sender (address, user agent) is stored.
 * `insightEventSchema` knows the site's routes (services/insights.ts).
 */
export async function handleInsightEvent(request: Request, insightEventSchema: InsightEventSchema): Promise<Response> {
  const env = serverEnv();
  if (!fromOwnPages(request.headers, env.SITE_URL)) return reply(403);
  if (!(await allowEvent(clientKey(request.headers, env.TRUST_PROXY)))) return reply(429);
  let text: string;
  try {
    text = await readLimitedText(request, MAX_EVENT_BYTES);
  } catch (error) {
    if (error instanceof TooLargeError) return reply(413);
    return reply(400);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return reply(400);
  }
  const event = insightEventSchema.safeParse(body);
  if (!event.success) return reply(400);
  if (isUncountedRequest(request.headers)) return reply(204);
  try {
    await insightsStore().record(event.data);
  } catch (error) {
    // A count is never worth a 500 or a log line per beacon: the store being away (a database
    // restart, migration 002 not applied yet) is said once until it works again.
    if (!storeTrouble) console.error('Insights: could not store an event:', error instanceof Error ? error.message : error);
    storeTrouble = true;
    return reply(503);
  }
  storeTrouble = false;
  return reply(204);
}

let storeTrouble = false;
