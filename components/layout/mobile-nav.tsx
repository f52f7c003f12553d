'use client';

import { lazy, Suspense, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import type { HeaderLink, NavMenu } from '@/content/site';

const loadPanel = () => import('@/components/layout/mobile-nav-panel');
// The panel (and Radix Dialog with it) is fetched on first touch of the menu button.
const MobileNavPanel = lazy(() => loadPanel().then((m) => ({ default: m.MobileNavPanel })));

/** The under-768px menu button; opens MobileNavPanel. */
export function MobileNav({ menus, links, signInUrl }: { menus: readonly NavMenu[]; links?: readonly HeaderLink[]; signInUrl: string }) {
  const pathname = usePathname();
  // The panel remembers the path it was opened on, so any route change closes it
  // without an effect mirroring the pathname into state.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const open = openOn === pathname;
  const warm = () => void loadPanel();

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={warm}
        onTouchStart={warm}
        onFocus={warm}
        onClick={() => {
          setMounted(true);
          setOpenOn(pathname);
        }}
        className="inline-flex size-11 items-center justify-center rounded-control text-ink hover:bg-surface-sunk md:hidden"
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <MobileNavPanel
            menus={menus}
            links={links}
            signInUrl={signInUrl}
            open={open}
            onOpenChange={(next) => setOpenOn(next ? pathname : null)}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
