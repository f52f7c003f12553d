'use client';

import * as Dialog from '@radix-ui/react-dialog';
import * as Collapsible from '@radix-ui/react-collapsible';
import type { HeaderLink, NavMenu } from '@/content/site';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/layout/logo';
import type { DialogStateProps } from '@/components/ui/lazy-dialog';
import { Icon } from '@/components/ui/icon';

/** The panel's words and the two links that differ by language, passed from the server. */
export type MobileNavCopy = {
  menuTitle: string;
  closeMenu: string;
  navLabel: string;
  contactSales: string;
  contactHref: string;
  signIn: string;
  /** The same page in the other language. */
  language: { href: string; label: string; lang: string };
};

export type MobileNavPanelProps = {
  menus: readonly NavMenu[];
  links?: readonly HeaderLink[];
  signInUrl: string;
  copy: MobileNavCopy;
};

/**
 * The under-768px menu panel, sliding in from the left: Radix Dialog traps focus, closes on
 * Escape or a click outside and locks page scroll; the groups are independent collapsibles.
 * Loaded on demand by MobileNav.
 */
export function MobileNavPanel({ menus, links = [], signInUrl, copy, open, onOpenChange, returnFocusTo }: MobileNavPanelProps & DialogStateProps) {
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-night/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-[360px] animate-slide-in-left flex-col overflow-y-auto bg-surface shadow-pop"
        >
          <div className="flex h-16 items-center justify-between border-b border-line px-5">
            <Dialog.Title asChild>
              <p>
                <span className="sr-only">{copy.menuTitle}</span>
                <Logo />
              </p>
            </Dialog.Title>
            <Dialog.Close
              aria-label={copy.closeMenu}
              className="inline-flex size-11 items-center justify-center rounded-control hover:bg-surface-sunk"
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d="m6 6 12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <nav aria-label={copy.navLabel} className="flex-1 px-3 py-3">
            {menus.map((menu) => (
              <Collapsible.Root key={menu.id} className="border-b border-line last:border-b-0">
                <Collapsible.Trigger className="group flex w-full items-center justify-between rounded-control px-2 py-3.5 text-left text-base font-semibold text-ink hover:bg-surface-sunk">
                  {menu.label}
                  <Icon name="chevron-down" className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180" />
                </Collapsible.Trigger>
                <Collapsible.Content>
                  <ul className="pb-3">
                    {menu.items.map((item) => (
                      <li key={item.href}>
                        <a
                          href={item.href}
                          onClick={close}
                          className="block rounded-control px-3 py-2.5 text-[0.9375rem] text-ink-muted hover:bg-surface-warm hover:text-ink"
                        >
                          {item.title}
                        </a>
                      </li>
                    ))}
                  </ul>
                </Collapsible.Content>
              </Collapsible.Root>
            ))}
            {links.map((link) => (
              <a
                key={link.href}
                href={link.href}
                onClick={close}
                className="block rounded-control px-2 py-3.5 text-base font-semibold text-ink hover:bg-surface-sunk"
              >
                {link.label}
              </a>
            ))}
            <a
              href={copy.language.href}
              hrefLang={copy.language.lang}
              lang={copy.language.lang}
              className="block rounded-control px-2 py-3.5 text-base font-semibold text-ink hover:bg-surface-sunk"
            >
              {copy.language.label}
            </a>
          </nav>
          <div className="grid gap-3 border-t border-line p-5">
            <Button asChild size="lg">
              <a href={copy.contactHref} onClick={close}>
                {copy.contactSales}
              </a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href={signInUrl}>{copy.signIn}</a>
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
