import type { HeaderLink, NavMenu } from '@/content/site';
import { Icon } from '@/components/ui/icon';
import { MenuBar } from '@/components/layout/menu-bar';

/**
 * The three header dropdowns, from the HTML alone: each trigger is a button naming its panel
 * with popovertarget, each panel an auto popover. The browser opens and closes them with no
 * script (one at a time, light dismiss, Escape returning focus to the trigger, aria-expanded
 * on the trigger) and places each under its trigger (anchor positioning, app/globals.css).
 * Every link is in the server HTML. MenuBar, the one client part, adds hover and the arrow keys.
 */
export function DesktopNav({
  menus,
  links = [],
  label,
}: {
  menus: readonly NavMenu[];
  links?: readonly HeaderLink[];
  /** The landmark's accessible name, in the page's language. */
  label: string;
}) {
  return (
    <MenuBar label={label} className="hidden md:block">
      <ul className="flex items-center gap-1">
        {menus.map((menu) => {
          const panelId = `menu-panel-${menu.id}`;
          const anchor = `--menu-${menu.id}`;
          return (
            <li key={menu.id} data-menu={menu.id} className="nav-menu">
              <button
                type="button"
                popoverTarget={panelId}
                style={{ anchorName: anchor }}
                className="nav-link gap-1"
              >
                {menu.label}
                <Icon name="chevron-down" className="nav-chevron size-3.5" />
              </button>
              <div
                id={panelId}
                popover="auto"
                data-menu-panel={menu.id}
                style={{ positionAnchor: anchor }}
                className="nav-panel"
              >
                <ul className="nav-panel-list">
                  {/* Keyed by place: a fixed list, and an href key would be written into the page's payload again. */}
                  {menu.items.map((item, index) => (
                    <li key={index}>
                      <a href={item.href} className="menu-item">
                        <span className="menu-item-title">{item.title}</span>
                        <span className="menu-item-text">{item.description}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="nav-link">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </MenuBar>
  );
}
