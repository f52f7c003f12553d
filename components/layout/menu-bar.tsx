'use client';

import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode } from 'react';

const HOVER_OPEN_MS = 80;
const HOVER_CLOSE_MS = 160;
/** A click landing this soon after a hover opened the menu must not toggle it shut again. */
const CLICK_AFTER_HOVER_MS = 400;

const TRIGGER = 'button[popovertarget]';

/** The dropdown a trigger opens (its popover), or null. */
const panelOf = (trigger: Element | null) =>
  trigger instanceof HTMLButtonElement ? (trigger.popoverTargetElement as HTMLElement | null) : null;
const isOpen = (panel: HTMLElement) => panel.matches(':popover-open');
/** The menu item (trigger and panel) that `node` is inside, if any. */
const menuItemOf = (node: EventTarget | null) => (node instanceof Element ? node.closest<HTMLElement>('[data-menu]') : null);

/**
 * What the desktop menu bar adds to its HTML (components/layout/desktop-nav.tsx). Opening,
 * closing, one menu at a time, light dismiss, Escape and focus return are the browser's own
 * (each trigger is a popovertarget button); this only adds what HTML lacks, through the
 * popovers' own methods, never through React state, so a menu opened before hydration stays
 * open through it:
 *
 * Keyboard: ArrowDown opens a menu and enters it, ArrowLeft/Right move between triggers
 * (carrying an open menu along), arrows/Home/End move between links, Tab out of the bar
 * closes the menu. Mouse: hover opens and leaving closes, after a short delay. Following a
 * link closes its menu (the header outlives a client-side navigation).
 */
export function MenuBar({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const navRef = useRef<HTMLElement>(null);
  const hoverTimer = useRef<number | undefined>(undefined);
  const openedByHoverAt = useRef(0);

  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  const triggers = () => Array.from(navRef.current?.querySelectorAll<HTMLButtonElement>(TRIGGER) ?? []);
  const openPanel = () => navRef.current?.querySelector<HTMLElement>('[popover]:popover-open') ?? null;

  /** Shows `panel` (which closes any other: they are auto popovers), or closes the open one. */
  const hover = (panel: HTMLElement | null, delay: number) => {
    window.clearTimeout(hoverTimer.current);
    hoverTimer.current = window.setTimeout(() => {
      if (!panel) {
        openPanel()?.hidePopover();
      } else if (!isOpen(panel)) {
        panel.showPopover();
        openedByHoverAt.current = performance.now();
      }
    }, delay);
  };

  // Enter and leave of each menu item, from the bubbling over/out events.
  const onPointerOver = (event: PointerEvent<HTMLElement>) => {
    const item = menuItemOf(event.target);
    if (event.pointerType !== 'mouse' || !item || item.contains(event.relatedTarget as Node | null)) return;
    hover(item.querySelector<HTMLElement>('[popover]'), openPanel() ? 0 : HOVER_OPEN_MS);
  };
  const onPointerOut = (event: PointerEvent<HTMLElement>) => {
    const item = menuItemOf(event.target);
    if (event.pointerType !== 'mouse' || !item || item.contains(event.relatedTarget as Node | null)) return;
    hover(null, HOVER_CLOSE_MS);
  };

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as Element;
    const trigger = target.closest(TRIGGER);
    if (trigger) {
      window.clearTimeout(hoverTimer.current);
      const panel = panelOf(trigger);
      // Cancelling the click cancels the button's own toggle, which would shut a menu just opened.
      if (panel && isOpen(panel) && performance.now() - openedByHoverAt.current < CLICK_AFTER_HOVER_MS) event.preventDefault();
      return;
    }
    if (target.closest('a')) target.closest<HTMLElement>('[popover]')?.hidePopover();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.matches(TRIGGER)) {
      onTriggerKey(event, target as HTMLButtonElement);
      return;
    }
    const panel = target.closest<HTMLElement>('[popover]');
    if (panel) onPanelKey(event, panel);
  };

  const onTriggerKey = (event: KeyboardEvent<HTMLElement>, trigger: HTMLButtonElement) => {
    const panel = panelOf(trigger);
    if (event.key === 'ArrowDown' && panel) {
      event.preventDefault();
      if (!isOpen(panel)) panel.showPopover();
      panel.querySelector('a')?.focus();
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const all = triggers();
      const step = event.key === 'ArrowRight' ? 1 : -1;
      const next = all[(all.indexOf(trigger) + step + all.length) % all.length]!;
      const carry = openPanel() !== null;
      next.focus();
      const nextPanel = panelOf(next);
      if (carry && nextPanel && !isOpen(nextPanel)) nextPanel.showPopover();
    }
  };

  const onPanelKey = (event: KeyboardEvent<HTMLElement>, panel: HTMLElement) => {
    const items = Array.from(panel.querySelectorAll('a'));
    const at = items.indexOf(event.target as HTMLAnchorElement);
    const focusAt = (i: number) => items[(i + items.length) % items.length]?.focus();
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusAt(at + 1),
      ArrowRight: () => focusAt(at + 1),
      ArrowUp: () => focusAt(at - 1),
      ArrowLeft: () => focusAt(at - 1),
      Home: () => focusAt(0),
      End: () => focusAt(items.length - 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!navRef.current?.contains(event.relatedTarget as Node | null)) openPanel()?.hidePopover();
  };

  return (
    <nav
      ref={navRef}
      aria-label={label}
      className={className}
      onPointerOver={onPointerOver}
      onPointerOut={onPointerOut}
      onClick={onClick}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      {children}
    </nav>
  );
}
