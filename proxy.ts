import { NextResponse, type NextRequest } from 'next/server';
import { devicePages, devicesOn, resolveDevice, type DevicePageKey } from '@/content/devices';
import { spanishRoutes } from '@/content/routes';
import { englishPath, isSpanishPath, SPANISH_PREFIX } from '@/lib/i18n/paths';
import { NOT_FOUND_LOCALE_HEADER } from '@/lib/i18n/locale';
import { blogPaths } from '@/content/paths';
import { isListedPost } from '@/services/blog';
import { experimentPaths } from '@/content/experiment-slots';
import { isVariantAddress, VARIANT_PREFIXES, variantAddress } from '@/content/experiment-variants';
import { deployedExperiments } from '@/content/experiments-file';
import { chooseVariant, VARIANT_CACHE_CONTROL } from '@/lib/experiments/variant-rewrite';
import { estimateAddressFor, isEstimateAddress } from '@/content/savings-estimate';

const devicePageKeys = Object.keys(devicePages) as DevicePageKey[];
const experimentRoutes = new Set(experimentPaths);

/** Every Spanish page address: the route table plus each pre-rendered device variant. */
const spanishPages = new Set([
  ...spanishRoutes.map((route) => route.path),
  ...devicePageKeys.flatMap((key) => devicesOn(key).map((device) => `${SPANISH_PREFIX}${devicePages[key].path}/${device.slug}`)),
]);

/**
 * Six jobs; all but the fourth are rewrites (the address bar keeps what the visitor typed):
 *
 * 1. Serves the query-parameter device pages from pre-rendered HTML. /hardware/terminal?device=VP3300
 *    (or /es/hardware/terminal?device=VP3300) is rewritten onto the statically generated
 *    /hardware/terminal/vp3300, so the server HTML already shows the VP3300: no flash of the
 *    default device and nothing fetched after load. Names match case-insensitively, with
 *    spaces as %20 or +; an unknown name falls through to the page's default device.
 * 2. Serves an enrolled visitor of a running experiment its variant's pre-rendered HTML
 *    (content/experiment-variants.ts; who is enrolled: lib/experiments/variant-rewrite.ts), so
 *    the first paint is the variant: no flicker, no script. A direct request for a variant
 *    address gets the 404: rewrites do not pass through the proxy again, so whatever reaches
 *    it there came from outside.
 * 3. Marks any /es address without a Spanish page, so the global 404 (app/global-not-found.tsx)
 *    answers an unknown page, trade or device under /es in Spanish.
 * 4. Sends a blog address with a query string to the same address without it (308): the blog's
 *    pages never read a query, and a background regeneration set off by a request with one
 *    wrote that request's address into the cached page's payload, so every later visitor's
 *    router showed it. A rewrite is not enough: Next keeps the address the visitor asked for.
 * 5. Serves /pricing (or /es/pricing) with a query naming a savings calculator field from the
 *    estimate page, rendered per request for that query (content/savings-estimate.ts); the bare
 *    page stays the pre-rendered one. A direct request for the estimate address is a 404.
 * 6. Answers a blog post address whose id is not in the blog's cached list (or cannot be a
 *    post id at all) with the post's not-found page, pre-rendered once at build
 *    (blogPaths.missing), before the post route runs: otherwise each invented id cost a call
 *    to the blog function and a regenerated page stored in the page cache (files or Redis).
 */
export async function proxy(request: NextRequest) {
  // A client cannot choose the 404's language: only this proxy sets the header.
  request.headers.delete(NOT_FOUND_LOCALE_HEADER);
  const { pathname: requested, searchParams, search } = request.nextUrl;
  if (search && isBlogPath(requested)) {
    const bare = withoutVisitorQuery(request.nextUrl);
    if (bare) return NextResponse.redirect(bare, 308);
  }
  if (requested.startsWith(`${blogPaths.postPrefix}/`)) {
    const missing = await unlistedPost(request);
    if (missing) return missing;
  }
  const spanish = isSpanishPath(requested);
  const trimmed = requested.length > 1 ? requested.replace(/\/+$/, '') : requested;
  if (isVariantAddress(trimmed)) {
    // The bare prefix has no page, so the site's 404 answers, in Spanish under /es.
    const headers = new Headers(request.headers);
    if (spanish) headers.set(NOT_FOUND_LOCALE_HEADER, 'es');
    return NextResponse.rewrite(new URL(VARIANT_PREFIXES[spanish ? 1 : 0], request.url), { request: { headers } });
  }
  if (isEstimateAddress(trimmed)) {
    // From outside (rewrites do not pass through the proxy again): no page of its own. An
    // address under it matches no route, so the site's 404 answers, in Spanish under /es.
    const headers = new Headers(request.headers);
    if (spanish) headers.set(NOT_FOUND_LOCALE_HEADER, 'es');
    return NextResponse.rewrite(new URL(`${trimmed}/-`, request.url), { request: { headers } });
  }
  const estimate = estimateAddressFor(trimmed, searchParams);
  if (estimate) return NextResponse.rewrite(new URL(`${estimate}${search}`, request.url));
  if (experimentRoutes.has(trimmed)) {
    const choice = chooseVariant({ path: trimmed, headers: request.headers, now: Date.now(), experiments: deployedExperiments() });
    if (choice) {
      const response = NextResponse.rewrite(new URL(`${variantAddress(trimmed, choice.experiment, choice.variant)}${search}`, request.url));
      // One visitor's variant under the page's public URL: no shared cache (nginx, a CDN) may
      // keep it for the next visitor. Next keeps a Cache-Control the proxy set.
      response.headers.set('Cache-Control', VARIANT_CACHE_CONTROL);
      return response;
    }
  }
  if (spanish && !spanishPages.has(trimmed)) {
    // No route matches, so app/global-not-found.tsx answers 404; this header makes it Spanish.
    const headers = new Headers(request.headers);
    headers.set(NOT_FOUND_LOCALE_HEADER, 'es');
    return NextResponse.next({ request: { headers } });
  }

  const pathname = spanish ? englishPath(requested) : requested;
  const page = devicePageKeys.find((key) => devicePages[key].path === pathname);
  const name = searchParams.get('device');
  if (!page || !name) return NextResponse.next();

  const device = resolveDevice(page, name);
  if (!device || device.slug === devicePages[page].defaultSlug) return NextResponse.next();
  return NextResponse.rewrite(new URL(`${requested}/${device.slug}`, request.url));
}

/**
 * The not-found page for a post address that names no listed post, or null for a listed one.
 * A malformed id is refused before the list is read. Not stored under the visitor's address
 * by anyone: the page is the one built (no page cache write), and `no-store` keeps nginx or a
 * CDN from keeping a copy per invented address.
 */
async function unlistedPost(request: NextRequest): Promise<NextResponse | null> {
  const id = postIdOf(request.nextUrl.pathname);
  if (id !== null && (await isListedPost(id)) !== false) return null;
  const response = NextResponse.rewrite(new URL(blogPaths.missing, request.url));
  response.headers.set('Cache-Control', MISSING_POST_CACHE_CONTROL);
  return response;
}

/** Shared caches keep no copy of a missing post's page under the address asked for. */
const MISSING_POST_CACHE_CONTROL = 'private, no-store';

/** The decoded id of /blog/<id>, or null when that part does not decode to one path segment. */
function postIdOf(pathname: string): string | null {
  const raw = pathname.slice(blogPaths.postPrefix.length + 1);
  try {
    const id = decodeURIComponent(raw);
    return id && !id.includes('/') ? id : null;
  } catch {
    return null;
  }
}

function isBlogPath(pathname: string) {
  return pathname === blogPaths.index || pathname.startsWith(`${blogPaths.postPrefix}/`);
}

/**
 * The address without the visitor's query, or null when it has none. `_rsc` stays: Next's
 * client router adds it to its payload requests and checks it against their headers.
 */
function withoutVisitorQuery(url: URL): URL | null {
  const kept = new URL(url.pathname, url);
  const rsc = url.searchParams.get('_rsc');
  if (rsc !== null) kept.searchParams.set('_rsc', rsc);
  return kept.search === url.search ? null : kept;
}

export const config = {
  // Besides its first jobs' pages: the pages experiments may run on (content/experiment-slots.ts;
  // their /es twins are under /es) and the variant addresses, to refuse them.
  matcher: [
    '/hardware/terminal',
    '/hardware/kiosk',
    '/hardware/handheld',
    '/es',
    '/es/:path*',
    '/blogs',
    '/blog/:path*',
    '/',
    '/business',
    '/business/:slug',
    '/experiment-variant',
    '/experiment-variant/:path*',
    '/pricing',
    '/savings-estimate',
  ],
};
