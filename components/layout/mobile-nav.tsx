'use client';

import { usePathname } from 'next/navigation';
import type { HeaderLink, NavMenu } from '@/content/site';
import { LazyDialog, lazyPanel } from '@/components/ui/lazy-dialog';
import type { MobileNavCopy, MobileNavPanelProps } from '@/components/layout/mobile-nav-panel';

// The panel (and Radix Dialog with it) is fetched on first touch of the menu button.
const mobileNavPanel = lazyPanel<MobileNavPanelProps>(() =>
  import('@/components/layout/mobile-nav-panel').then((m) => m.MobileNavPanel),
);

/** The under-768px menu button; opens MobileNavPanel. Any route change closes the panel. */
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
  const pathname = usePathname();
  return (
    <LazyDialog panel={mobileNavPanel} props={{ menus, links, signInUrl, copy }} openOnlyAt={pathname}>
      {(trigger) => (
        <button
          {...trigger}
          aria-label={openLabel}
          className="inline-flex size-11 items-center justify-center rounded-control text-ink hover:bg-surface-sunk md:hidden"
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </LazyDialog>
  );
}
