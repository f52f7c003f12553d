import { iconSprite } from '@/components/ui/icon-sprite';

// Built once at build time: the icons every page draws with <use href>.
export const dynamic = 'force-static';

export function GET() {
  return new Response(iconSprite(), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      // The URL carries a version (ICON_SPRITE_URL), so a changed sprite gets a new address.
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
