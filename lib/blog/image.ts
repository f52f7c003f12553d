/**
 * The post image a page may use, or null. The value comes from an editor-controlled database:
 * it is parsed with the URL parser, and only https: URLs, http: URLs on the blog function's own
 * origin, and site paths ("/illustrations/...") pass. Anything else (no host, spaces, other
 * schemes, protocol-relative) means "no image", so the page renders without one and its
 * social preview falls back to the site's default image.
 */
export function safePostImage(value: string | null | undefined, functionBase?: string): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  if (/^\/(?![/\\])/.test(raw)) return /\s/.test(raw) ? null : raw;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (!url.hostname) return null;
  if (url.protocol === 'https:') return url.href;
  if (url.protocol === 'http:' && functionBase && url.origin === originOf(functionBase)) return url.href;
  return null;
}

function originOf(base: string): string | undefined {
  try {
    return new URL(base).origin;
  } catch {
    return undefined;
  }
}
