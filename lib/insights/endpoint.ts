import { clientKey } from '@/lib/email/client-address';
import { serverEnv } from '@/lib/env';
import { readLimitedText, TooLargeError } from '@/lib/http/read-limited';
import { insightEventSchema, MAX_EVENT_BYTES } from './events';
import { isUncountedRequest } from './filter';
import { insightsStore } from './index';
import { allowEvent } from './rate-limit';

const reply = (status: number) => new Response(null, { status, headers: { 'cache-control': 'no-store' } });

/**
 * POST /api/insights: one beacon, one event. 204 when taken (counted, or dropped as a bot or
 * prefetch: the sender learns nothing either way), 400 malformed or unknown route, 413 too
 * large, 429 flood. Nothing about the sender (address, user agent) is stored.
 */
export async function handleInsightEvent(request: Request): Promise<Response> {
  const env = serverEnv();
  if (!allowEvent(clientKey(request.headers, env.TRUST_PROXY))) return reply(429);
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
  await insightsStore().record(event.data);
  return reply(204);
}
