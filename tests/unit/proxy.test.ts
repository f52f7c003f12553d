/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';

/** Where the proxy sends a request: the rewrite target path, or null when it lets it through. */
function target(url: string) {
  const response = proxy(new NextRequest(new URL(url, 'http://localhost')));
  const rewrite = response.headers.get('x-middleware-rewrite');
  return rewrite ? new URL(rewrite).pathname : null;
}

describe('proxy: query-parameter device pages onto pre-rendered variants', () => {
  it.each([
    ['/hardware/terminal?device=VP3300', '/hardware/terminal/vp3300'],
    ['/hardware/terminal?device=vp3300', '/hardware/terminal/vp3300'],
    ['/hardware/terminal?device=VP550E', '/hardware/terminal/vp550e'],
    ['/hardware/terminal?device=VP550', '/hardware/terminal/vp550'],
    ['/hardware/kiosk?device=Kitchen%20Display%20System', '/hardware/kiosk/kitchen-display-system'],
    ['/hardware/kiosk?device=kitchen+display+system', '/hardware/kiosk/kitchen-display-system'],
    ['/hardware/handheld?device=VP400', '/hardware/handheld/vp400'],
  ])('%s is served from %s', (url, path) => {
    expect(target(url)).toBe(path);
  });

  it.each([
    '/hardware/terminal',
    '/hardware/terminal?device=POS%20Terminal',
    '/hardware/terminal?device=POS+Terminal',
    '/hardware/terminal?device=unknown',
    '/hardware/kiosk?device=Self-Service%20Kiosk',
    '/hardware/handheld?device=VP3300',
  ])('%s falls through to the page default', (url) => {
    expect(target(url)).toBeNull();
  });
});
