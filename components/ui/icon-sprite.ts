import type { IconName } from '@/content/schema';

/**
 * The site's line icons, drawn on a 24 px grid in one stroke style, as SVG markup. They are
 * served once as a sprite (app/icons.svg) and drawn with <use>: an inline icon would be sent
 * twice per page (in the HTML and again in the inline RSC payload), about 400 bytes each.
 */
const shapes: Record<IconName, string> = {
  card: '<rect x="3" y="5.5" width="18" height="13" rx="2.5" /><path d="M3 10h18M7 15h4" />',
  bolt: '<path d="M13 3 5 13.5h6L10 21l8-10.5h-6z" />',
  'wifi-off': '<path d="M3 3l18 18M8.5 12.5a5 5 0 0 1 6.2-.6M5 9a10 10 0 0 1 4-2.3M12.5 6a10 10 0 0 1 6.5 3M12 17.5h.01" />',
  users: '<circle cx="9" cy="8.5" r="3.5" /><path d="M2.5 19.5a6.5 6.5 0 0 1 13 0M16 5.2a3.5 3.5 0 0 1 0 6.6M18.5 14.2a6.5 6.5 0 0 1 3 5.3" />',
  chart: '<path d="M4 20V4M4 20h16" /><path d="m7.5 15 3.5-4 3 2.5 5-6" />',
  menu: '<rect x="4" y="3" width="16" height="18" rx="2.5" /><path d="M8 8h8M8 12h8M8 16h5" />',
  receipt: '<path d="M6 3h12v18l-2-1.5-2 1.5-2-1.5-2 1.5-2-1.5L6 21z" /><path d="M9 8h6M9 12h6" />',
  tag: '<path d="M3 12V4h8l10 10-8 8z" /><circle cx="7.5" cy="8" r="1.3" />',
  gift: '<rect x="3.5" y="9" width="17" height="11.5" rx="1.5" /><path d="M12 9v11.5M3.5 13h17M12 9s-1.5-5-4.5-5a2.2 2.2 0 0 0 0 4.5M12 9s1.5-5 4.5-5a2.2 2.2 0 0 1 0 4.5" />',
  bank: '<path d="M3 9.5 12 4l9 5.5M4.5 20h15M6 10.5v7M10 10.5v7M14 10.5v7M18 10.5v7" />',
  clock: '<circle cx="12" cy="12" r="8.5" /><path d="M12 7.5V12l3 2" />',
  shield: '<path d="M12 3 4.5 6v5.5c0 4.5 3.2 8.3 7.5 9.5 4.3-1.2 7.5-5 7.5-9.5V6z" /><path d="m8.8 12 2.2 2.2 4.2-4.4" />',
  phone: '<rect x="6.5" y="2.5" width="11" height="19" rx="2.5" /><path d="M10.5 18.5h3" />',
  qr: '<rect x="3.5" y="3.5" width="6.5" height="6.5" rx="1" /><rect x="14" y="3.5" width="6.5" height="6.5" rx="1" /><rect x="3.5" y="14" width="6.5" height="6.5" rx="1" /><path d="M14 14h2.5v2.5H14zM18 18h2.5v2.5H18zM14 20.5h1.5M20.5 14v1.5" />',
  truck: '<path d="M2.5 6.5h11v10h-11zM13.5 10h4l3 3.5v3h-7z" /><circle cx="6.5" cy="17.5" r="1.8" /><circle cx="16.5" cy="17.5" r="1.8" />',
  store: '<path d="M4 10v10h16V10M3 10l1.5-5.5h15L21 10a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0M10 20v-5h4v5" />',
  message: '<path d="M4 5.5h16v11H9l-5 4z" />',
  mail: '<rect x="3" y="5.5" width="18" height="13" rx="2" /><path d="m3.5 6.5 8.5 6.5 8.5-6.5" />',
  bell: '<path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15zM10 20.5h4" />',
  globe: '<circle cx="12" cy="12" r="8.5" /><path d="M3.5 12h17M12 3.5c2.5 2.5 3.5 5.5 3.5 8.5s-1 6-3.5 8.5c-2.5-2.5-3.5-5.5-3.5-8.5s1-6 3.5-8.5z" />',
  sparkles: '<path d="M12 3.5 13.8 9 19 10.8 13.8 12.6 12 18l-1.8-5.4L5 10.8 10.2 9z" /><path d="M19 3v3M17.5 4.5h3M5 17v3M3.5 18.5h3" />',
  // The menus' open/close marker (it turns half a circle when a menu opens).
  'chevron-down': '<path d="m6 9 6 6 6-6" />',
  'chevron-left': '<path d="M15 5l-7 7 7 7" />',
  'chevron-right': '<path d="M9 5l7 7-7 7" />',
  calendar: '<rect x="3.5" y="5" width="17" height="15.5" rx="2" /><path d="M3.5 10h17M8 3v4M16 3v4" />',
  wallet: '<path d="M4 7.5h15.5v12H4a1.5 1.5 0 0 1-1.5-1.5V6A1.5 1.5 0 0 1 4 4.5h12.5v3" /><circle cx="16" cy="13.5" r="1.2" />',
  layers: '<path d="m12 3.5 9 4.5-9 4.5L3 8z" /><path d="m3 12 9 4.5 9-4.5M3 16l9 4.5 9-4.5" />',
  monitor: '<rect x="2.5" y="4" width="19" height="12.5" rx="2" /><path d="M8.5 20.5h7M12 16.5v4" />',
  printer: '<path d="M6.5 9V3.5h11V9M6.5 17H4V9h16v8h-2.5" /><path d="M6.5 14h11v6.5h-11z" />',
  headset: '<path d="M4 14v-2a8 8 0 0 1 16 0v2" /><rect x="3" y="13" width="4" height="6" rx="1.5" /><rect x="17" y="13" width="4" height="6" rx="1.5" /><path d="M19 19c0 1.5-1.5 2.5-4 2.5h-2" />',
  cup: '<path d="M4.5 8.5h12v6a5 5 0 0 1-5 5h-2a5 5 0 0 1-5-5zM16.5 10H18a2.5 2.5 0 0 1 0 5h-1.5" /><path d="M8 3.5c0 1.5 1.5 1.5 1.5 3M12 3.5c0 1.5 1.5 1.5 1.5 3" />',
  chef: '<path d="M7 13.5a4 4 0 0 1-.5-7.9 5.5 5.5 0 0 1 11 0 4 4 0 0 1-.5 7.9V20H7z" /><path d="M7 16.5h10" />',
  code: '<path d="m8.5 7-5 5 5 5M15.5 7l5 5-5 5M13.5 4.5l-3 15" />',
  check: '<circle cx="12" cy="12" r="8.5" /><path d="m8 12.2 2.7 2.7L16.2 9.3" />',
  percent: '<path d="M18.5 5.5l-13 13" /><circle cx="7" cy="7" r="2.3" /><circle cx="17" cy="17" r="2.3" />',
};

/** Bump when a shape changes: the sprite is cached by browsers under this URL. */
export const ICON_SPRITE_URL = '/icons.svg?v=3';

/**
 * The stroke style lives on each symbol, not on every <svg> that draws one: a page drawing
 * 41 icons would otherwise carry these attributes 82 times (its HTML and its RSC payload),
 * 700 bytes gzipped on /es. `currentColor` inside a <use> is the color of the page's <svg>.
 */
const STROKE_STYLE = 'fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round"';

export function iconSprite() {
  const symbols = Object.entries(shapes)
    .map(([name, shape]) => `<symbol id="${name}" viewBox="0 0 24 24" ${STROKE_STYLE}>${shape}</symbol>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>`;
}
