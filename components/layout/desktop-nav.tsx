'use client';

import { useRef, useState } from 'react';
import Link from 'next/link';
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import type { NavMenu } from '@/content/site';

/**
 * The three header dropdowns. Radix NavigationMenu gives hover, touch and keyboard
 * behaviour (Enter/Space opens, arrows move, Escape closes and refocuses the trigger,
 * one menu open at a time).
 */
export function DesktopNav({ menus }: { menus: readonly NavMenu[] }) {
  const [value, setValue] = useState('');
  const openedAt = useRef(0);

  // Hovering opens a menu; a click that lands right after must not toggle it shut again.
  const keepJustOpened = (menuId: string) => (event: React.MouseEvent) => {
    if (value === menuId && performance.now() - openedAt.current < 400) event.preventDefault();
  };

  return (
    <NavigationMenu.Root
      aria-label="Main"
      className="relative hidden md:block"
      delayDuration={80}
      value={value}
      onValueChange={(next) => {
        if (next) openedAt.current = performance.now();
        setValue(next);
      }}
    >
      <NavigationMenu.List className="flex items-center gap-1">
        {menus.map((menu) => (
          <NavigationMenu.Item key={menu.id} value={menu.id} className="relative">
            <NavigationMenu.Trigger
              data-menu={menu.id}
              onClick={keepJustOpened(menu.id)}
              className="group inline-flex h-10 items-center gap-1 rounded-control px-3 text-[0.9375rem] font-medium text-ink hover:bg-surface-sunk data-[state=open]:bg-surface-sunk"
            >
              {menu.label}
              <svg
                viewBox="0 0 16 16"
                width="14"
                height="14"
                aria-hidden="true"
                className="transition-transform duration-200 group-data-[state=open]:rotate-180"
              >
                <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
              </svg>
            </NavigationMenu.Trigger>
            <NavigationMenu.Content
              data-menu-panel={menu.id}
              className="absolute left-0 top-full z-50 mt-2 w-[400px] animate-pop-in rounded-panel border border-line bg-surface p-3 shadow-pop lg:w-[500px] xl:w-[600px]"
            >
              <ul className="grid gap-1 lg:grid-cols-2">
                {menu.items.map((item) => (
                  <li key={item.href}>
                    <NavigationMenu.Link asChild>
                      <Link
                        href={item.href}
                        className="block rounded-card p-3 hover:bg-surface-warm focus-visible:bg-surface-warm"
                      >
                        <span className="block text-sm font-semibold text-ink">{item.title}</span>
                        <span className="mt-0.5 block text-sm leading-snug text-ink-muted">{item.description}</span>
                      </Link>
                    </NavigationMenu.Link>
                  </li>
                ))}
              </ul>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
