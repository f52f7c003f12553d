import { NextResponse, type NextRequest } from 'next/server';
import { devicePages, resolveDevice, type DevicePageKey } from '@/content/devices';

/**
 * Serves the query-parameter device pages from pre-rendered HTML. /hardware/terminal?device=VP3300
 * is rewritten (the address bar keeps the query) onto the statically generated
 * /hardware/terminal/vp3300, so the server HTML already shows the VP3300: no flash of the
 * default device and nothing fetched after load. Names match case-insensitively, with
 * spaces as %20 or +; an unknown name falls through to the page's default device.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const page = (Object.keys(devicePages) as DevicePageKey[]).find((key) => devicePages[key].path === pathname);
  const name = searchParams.get('device');
  if (!page || !name) return NextResponse.next();

  const device = resolveDevice(page, name);
  if (!device || device.slug === devicePages[page].defaultSlug) return NextResponse.next();
  return NextResponse.rewrite(new URL(`${pathname}/${device.slug}`, request.url));
}

export const config = {
  matcher: ['/hardware/terminal', '/hardware/kiosk', '/hardware/handheld'],
};
