import { z } from 'zod';

/**
 * The blog function's wire format (SPEC §3, §7). Both the remote function and the built-in
 * posts in content/blog are validated against these shapes, so a post reaches a page through
 * one path whatever its source.
 */
export const rawPostSchema = z.object({
  id: z.union([z.string().min(1), z.number().int()]).transform(String),
  title: z.string().min(1),
  /** The post body as HTML; sanitized before it is rendered or cached. */
  description: z.string(),
  image_url: z.string().nullish(),
  created_at: z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'must be a date'),
  meta_title: z.string().nullish(),
  meta_description: z.string().nullish(),
});
export type RawPost = z.input<typeof rawPostSchema>;

/** GET {base}/fetch-blog */
export const listResponseSchema = z.object({ data: z.array(rawPostSchema) });

/** GET {base}/fetch-single-blog/{id}: a missing or null `data` means "not found". */
export const singleResponseSchema = z.object({ data: rawPostSchema.nullish() });
