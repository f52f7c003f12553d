'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { HeaderLink, NavMenu } from '@/content/site';
import { Icon } from '@/components/ui/icon';

const HOVER_OPEN_MS = 80;
const HOVER_CLOSE_MS = 160;
/** A click landing this soon after a hover opened the menu must not toggle it shut again. */
const CLICK_AFTER_HOVER_MS = 400;

/**
 * The three header dropdowns, as the disclosure navigation pattern: each trigger is a
 * button with aria-expanded; its panel is a list of links kept in the server HTML (hidden
 * while closed) so crawlers and no-JS readers have every link. Written by hand rather than
 * with Radix NavigationMenu to keep ~12 KB of JavaScript off every page.
 *
 * Keyboard: Enter/Space toggles, ArrowDown opens and enters the panel, ArrowLeft/Right move
 * between triggers, arrows/Home/End move between links, Escape closes and refocuses the
 * trigger, Tab out of the menu closes it. Mouse: hover opens. Touch: tap toggles.
 */
export function DesktopNav({
  menus,
  links: headerLinks = [],
  label,
}: {
  menus: readonly NavMenu[];
  links?: readonly HeaderLink[];
  /** The landmark's accessible name, in the page's language. */
  label: string;
}) {
  const [openId, setOpenId] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const hoverTimer = useRef<number | undefined>(undefined);
  const openedByHoverAt = useRef(0);

  useEffect(() => {
    if (!openId) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [openId]);

  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  const trigger = (id: string) => navRef.current?.querySelector<HTMLButtonElement>(`[data-menu="${id}"]`);
  const links = (id: string) =>
    Array.from(navRef.current?.querySelectorAll<HTMLAnchorElement>(`[data-menu-panel="${id}"] a`) ?? []);

  const hover = (id: string | null, delay: number) => {
    window.clearTimeout(hoverTimer.current);
    hoverTimer.current = window.setTimeout(() => {
      setOpenId((current) => {
        if (id && current !== id) openedByHoverAt.current = performance.now();
        return id;
      });
    }, delay);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const id = menus[index]!.id;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpenId(id);
      // The panel is in the DOM already (only hidden), so focus can move on the next frame.
      requestAnimationFrame(() => links(id)[0]?.focus());
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const step = event.key === 'ArrowRight' ? 1 : -1;
      const next = menus[(index + step + menus.length) % menus.length]!.id;
      trigger(next)?.focus();
      if (openId) setOpenId(next);
    } else if (event.key === 'Escape' && openId) {
      setOpenId(null);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>, id: string) => {
    const items = links(id);
    const at = items.indexOf(document.activeElement as HTMLAnchorElement);
    const focusAt = (i: number) => items[(i + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowRight':
        event.preventDefault();
        focusAt(at + 1);
        break;
      case 'ArrowUp':
      case 'ArrowLeft':
        event.preventDefault();
        focusAt(at - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        setOpenId(null);
        trigger(id)?.focus();
        break;
    }
  };

  return (
    <nav
      ref={navRef}
      aria-label={label}
      className="relative hidden md:block"
      onBlur={(event) => {
        if (!navRef.current?.contains(event.relatedTarget as Node | null)) setOpenId(null);
      }}
    >
      <ul className="flex items-center gap-1">
        {menus.map((menu, index) => {
          const open = openId === menu.id;
          const panelId = `menu-panel-${menu.id}`;
          return (
            <li
              key={menu.id}
              className="relative"
              onPointerEnter={(e) => e.pointerType === 'mouse' && hover(menu.id, openId ? 0 : HOVER_OPEN_MS)}
              onPointerLeave={(e) => e.pointerType === 'mouse' && hover(null, HOVER_CLOSE_MS)}
            >
              <button
                type="button"
                data-menu={menu.id}
                aria-expanded={open}
                aria-controls={panelId}
                data-state={open ? 'open' : 'closed'}
                onClick={() => {
                  window.clearTimeout(hoverTimer.current);
                  const justHovered = performance.now() - openedByHoverAt.current < CLICK_AFTER_HOVER_MS;
                  setOpenId(open && !justHovered ? null : menu.id);
                }}
                onKeyDown={(event) => onTriggerKeyDown(event, index)}
                className="nav-link group gap-1 data-[state=open]:bg-surface-sunk"
              >
                {menu.label}
                <Icon name="chevron-down" className="nav-chevron size-3.5" />
              </button>
              <div
                id={panelId}
                data-menu-panel={menu.id}
                hidden={!open}
                onKeyDown={(event) => onPanelKeyDown(event, menu.id)}
                className="nav-panel"
              >
                <ul className="nav-panel-list">
                  {menu.items.map((item) => (
                    <li key={item.href}>
                      <a
                        href={item.href}
                        onClick={() => setOpenId(null)}
                        className="menu-item"
                      >
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
        {headerLinks.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="nav-link"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
