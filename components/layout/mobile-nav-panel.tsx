import type { HeaderLink, NavMenu } from '@/content/site';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/layout/logo';
import { Icon } from '@/components/ui/icon';
import { MenuDialog } from '@/components/layout/menu-dialog';
import { CloseMark } from '@/components/ui/close-mark';

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
  /** The popover's id, which the menu button names. */
  id: string;
  menus: readonly NavMenu[];
  links?: readonly HeaderLink[];
  signInUrl: string;
  copy: MobileNavCopy;
};

/**
 * The under-768px menu panel, sliding in from the left over a backdrop (app/globals.css), all
 * in the server HTML: the close button hides the popover by itself (and takes focus when the
 * panel opens, through autofocus), the groups are independent <details>.
 */
export function MobileNavPanel({ id, menus, links = [], signInUrl, copy }: MobileNavPanelProps) {
  const titleId = `${id}-title`;
  return (
    <MenuDialog id={id} labelledBy={titleId} className="mobile-menu">
      <div className="flex h-16 shrink-0 items-center justify-between border-b border-line px-5">
        <p id={titleId}>
          <span className="sr-only">{copy.menuTitle}</span>
          <Logo />
        </p>
        <button
          type="button"
          popoverTarget={id}
          popoverTargetAction="hide"
          aria-label={copy.closeMenu}
          autoFocus
          className="inline-flex size-11 items-center justify-center rounded-control hover:bg-surface-sunk"
        >
          <CloseMark size={22} />
        </button>
      </div>
      <nav aria-label={copy.navLabel} className="flex-1 px-3 py-3">
        {menus.map((menu) => (
          <details key={menu.id} className="group border-b border-line last:border-b-0">
            <summary className="mobile-menu-group">
              {menu.label}
              <Icon name="chevron-down" className="size-4 transition-transform duration-200 group-open:rotate-180" />
            </summary>
            <ul className="pb-3">
              {/* Keyed by place: a fixed list, and an href key would be written into the page's payload again. */}
              {menu.items.map((item, index) => (
                <li key={index}>
                  <a href={item.href} className="mobile-menu-item">
                    {item.title}
                  </a>
                </li>
              ))}
            </ul>
          </details>
        ))}
        {links.map((link) => (
          <a key={link.href} href={link.href} className="mobile-menu-link">
            {link.label}
          </a>
        ))}
        <a href={copy.language.href} hrefLang={copy.language.lang} lang={copy.language.lang} className="mobile-menu-link">
          {copy.language.label}
        </a>
      </nav>
      <div className="grid gap-3 border-t border-line p-5">
        <Button asChild size="lg">
          <a href={copy.contactHref}>{copy.contactSales}</a>
        </Button>
        <Button asChild size="lg" variant="outline">
          <a href={signInUrl}>{copy.signIn}</a>
        </Button>
      </div>
    </MenuDialog>
  );
}
