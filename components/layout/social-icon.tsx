import type { ReactNode } from 'react';

/** The shapes of each network's glyph; a network not listed here gets the forum glyph. */
const glyphs: Record<string, { shapes: ReactNode; outline?: boolean }> = {
  LinkedIn: {
    shapes: <path d="M5 8.5h3V19H5zM6.5 4a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5zM10 8.5h2.9v1.5c.5-.9 1.6-1.8 3.3-1.8 3.1 0 3.8 2 3.8 4.7V19h-3v-5.4c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V19H10z" />,
  },
  Facebook: {
    shapes: <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21z" />,
  },
  Instagram: {
    outline: true,
    shapes: (
      <>
        <rect x="4" y="4" width="16" height="16" rx="4.5" />
        <circle cx="12" cy="12" r="3.6" />
        <circle cx="16.9" cy="7.1" r="0.6" fill="currentColor" />
      </>
    ),
  },
  YouTube: {
    shapes: <path d="M21 8.2c-.2-1.4-1-2.3-2.4-2.5C16.4 5.4 12 5.4 12 5.4s-4.4 0-6.6.3C4 5.9 3.2 6.8 3 8.2 2.8 9.5 2.8 12 2.8 12s0 2.5.2 3.8c.2 1.4 1 2.3 2.4 2.5 2.2.3 6.6.3 6.6.3s4.4 0 6.6-.3c1.4-.2 2.2-1.1 2.4-2.5.2-1.3.2-3.8.2-3.8s0-2.5-.2-3.8zM10.2 14.8V9.2l4.8 2.8z" />,
  },
};

const forum = (
  <>
    <circle cx="12" cy="13" r="7.5" />
    <circle cx="9.3" cy="13" r="1.1" fill="#1c1917" />
    <circle cx="14.7" cy="13" r="1.1" fill="#1c1917" />
    <circle cx="17.5" cy="5.5" r="1.5" />
    <path d="M12 5.5 13 3l4.5 2.5" stroke="currentColor" strokeWidth="1.2" fill="none" />
  </>
);

/** Simple drawn glyphs for the social networks in the site configuration. */
export function SocialIcon({ network }: { network: string }) {
  const glyph = glyphs[network];
  const paint = glyph?.outline ? { fill: 'none', stroke: 'currentColor', strokeWidth: '1.8' } : { fill: 'currentColor' };
  return (
    <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden={true} {...paint}>
      {glyph?.shapes ?? forum}
    </svg>
  );
}
