import type { HeaderLink, NavMenu } from '@/content/site';
import { MobileNavPanel, type MobileNavCopy } from '@/components/layout/mobile-nav-panel';

const PANEL_ID = 'mobile-menu';

/**
 * The under-768px menu button and its panel, both in the server HTML: the button opens the
 * panel (a popover) by popovertarget, so it works from the first paint, before any script,
 * and fetches nothing.
 */
export function MobileNav({
  menus,
  links,
  signInUrl,
  copy,
  openLabel,
}: {
  menus: readonly NavMenu[];
  links?: readonly HeaderLink[];
  signInUrl: string;
  copy: MobileNavCopy;
  openLabel: string;
}) {
  return (
    <>
      <button
        type="button"
        popoverTarget={PANEL_ID}
        aria-haspopup="dialog"
        aria-label={openLabel}
        className="inline-flex size-11 items-center justify-center rounded-control text-ink hover:bg-surface-sunk md:hidden"
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <MobileNavPanel id={PANEL_ID} menus={menus} links={links} signInUrl={signInUrl} copy={copy} />
    </>
  );
}
