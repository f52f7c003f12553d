import { z } from 'zod';
import { parseContent } from '@/content/schema';
import { rawPostSchema, type RawPost } from '@/lib/blog/schema';
import { cashDiscountVsSurcharging } from './cash-discount-vs-surcharging';
import { choosingAFoodTruckPos } from './choosing-a-food-truck-pos';
import { instantTipPayouts } from './instant-tip-payouts';
import { runningASelfOrderKiosk } from './running-a-self-order-kiosk';
import { sellingWhenTheInternetDrops } from './selling-when-the-internet-drops';

/**
 * The built-in posts, used when BLOG_FUNCTION_BASE is unset. They have the blog function's
 * exact shape (lib/blog/schema.ts) and go through the same reshaping and pages as remote posts.
 * Built-in posts must also carry their own illustration and social metadata.
 */
const builtInPostSchema = rawPostSchema.extend({
  id: z.string().regex(/^[a-z0-9-]+$/, 'must be a URL slug'),
  image_url: z.string().regex(/^\/illustrations\/blog\/[a-z0-9-]+\.svg$/, 'must be an illustration in public/illustrations/blog'),
  meta_title: z.string().min(10).max(70),
  meta_description: z.string().min(70).max(170),
});

const entries: RawPost[] = [
  cashDiscountVsSurcharging,
  choosingAFoodTruckPos,
  runningASelfOrderKiosk,
  sellingWhenTheInternetDrops,
  instantTipPayouts,
];

parseContent('blog', builtInPostSchema, Object.fromEntries(entries.map((post) => [String(post.id), post])));

export const builtInPosts: readonly RawPost[] = entries;
