import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { markBlogStale } from '@/services/blog/revalidate';
import { POST_ID_PATTERN } from '@/lib/blog/constants';
import { readLimitedText, TooLargeError } from '@/lib/http/read-limited';
import { serverEnv } from '@/lib/env';

/**
 * On-demand refresh for the blog, called by the blog function's database webhook:
 *   POST /api/revalidate   Authorization: Bearer {REVALIDATE_SECRET}   body: {"id": "<post id>"} (optional)
 * The tags are marked stale by services/blog/revalidate.ts (stale-while-revalidate, twice).
 * The secret is compared after trimming both sides (lib/env.ts trims the configured one), the
 * scheme name in any case, as HTTP auth schemes are case-insensitive.
 */
const bodySchema = z.object({
  id: z
    .union([z.string().trim().regex(POST_ID_PATTERN), z.number().int().nonnegative()])
    .transform(String)
    .optional(),
});

/** A webhook body is a few dozen bytes; anything past this is refused unread. */
const MAX_BODY_BYTES = 8 * 1024;

function bearerToken(header: string | null): string {
  const match = /^bearer[ \t]+(.*)$/i.exec(header ?? '');
  return match ? match[1]!.trim() : '';
}

function secretMatches(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function POST(request: Request) {
  const secret = serverEnv().REVALIDATE_SECRET;
  if (!secret) return Response.json({ error: 'Not found' }, { status: 404 });

  // Bounded, so it is read before the secret is checked: an oversized body is 413 either way.
  let text: string;
  try {
    text = await readLimitedText(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof TooLargeError) return Response.json({ error: `Body larger than ${MAX_BODY_BYTES} bytes` }, { status: 413 });
    throw error;
  }
  const given = bearerToken(request.headers.get('authorization'));
  if (!given || !secretMatches(given, secret)) {
    return Response.json({ error: 'Unauthorized' }, { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } });
  }

  let json: unknown = {};
  if (text.trim()) {
    try {
      json = JSON.parse(text);
    } catch {
      return Response.json({ error: 'Body must be JSON, e.g. {"id": "my-post"}' }, { status: 400 });
    }
  }
  const body = bodySchema.safeParse(json ?? {});
  if (!body.success) return Response.json({ error: 'Body must be {"id": "<post id>"} or empty' }, { status: 400 });

  const tags = markBlogStale(body.data.id);
  return Response.json({
    revalidated: true,
    scope: body.data.id ? 'post' : 'all',
    ...(body.data.id ? { id: body.data.id } : {}),
    tags,
    now: new Date().toISOString(),
  });
}
