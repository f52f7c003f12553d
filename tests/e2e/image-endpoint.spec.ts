import { expect, test } from './fixtures';

/**
 * Nothing on the site uses next/image, so its optimizer is off (next.config.mjs): otherwise
 * /_next/image would resize and re-encode the site's images for any width and quality asked.
 */
test('/_next/image is not an open image optimizer @desktop-only', async ({ request }) => {
  // On an optimizer that is on, the first answers 200 image/jpeg (a resized copy).
  for (const url of ['/video/dashboard-poster.webp', '/illustrations/blog/fallback.svg']) {
    const response = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`);
    expect(response.status(), url).toBe(404);
  }
});
