'use client';

import { useId, useRef, useState, type ComponentType, type KeyboardEvent, type PointerEvent } from 'react';
import { tabClassName, tabListClassName, tabPanelClassName, type ContentTab, type ContentTabsProps, type RadixContentTabsProps } from './tabs-shared';

export type { ContentTab, ContentTabsProps } from './tabs-shared';

/** Keys that move the selection in a horizontal, looping tab list (as Radix Tabs does). */
const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  PageUp: () => 0,
  End: (_index, count) => count - 1,
  PageDown: (_index, count) => count - 1,
};

/**
 * Tabs whose behaviour loads on first use. The server HTML holds every panel (the inactive
 * ones hidden by CSS) as ARIA tabs with a roving tabindex, so the page needs no tab library
 * to show them. Pointing at, focusing or pressing a key in the tab list loads Radix Tabs,
 * which then takes over with the same markup and the current selection; a click or a key
 * pressed before it has arrived is handled here, so nothing is lost while it loads.
 *
 * The take-over replaces every tab element, so it waits for a press to end: a button pressed
 * on one element and released on another gets no click (the browser drops it), and Radix,
 * which selects on mousedown, never saw the press. A click that spanned the chunk's arrival
 * was lost (the press itself starts the load where no pointer hovered first: on a busy
 * two-core machine the chunk came between pointerdown and pointerup in 9 of 50 runs of
 * customers.spec's click tests at 375 px, the tab left unselected).
 */
export function ContentTabs({ label, tabs, className }: ContentTabsProps) {
  const [value, setValue] = useState(tabs[0]?.value ?? '');
  const [Radix, setRadix] = useState<ComponentType<RadixContentTabsProps> | null>(null);
  const [focusSelectedTab, setFocusSelectedTab] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const loading = useRef(false);
  /** Radix's tabs, once their chunk has come, until they take over. */
  const arrived = useRef<ComponentType<RadixContentTabsProps> | null>(null);
  /** A primary button or a finger is down on the tab list: no take-over until its click. */
  const pressing = useRef(false);
  const id = useId();

  if (Radix) {
    return <Radix label={label} tabs={tabs} className={className} value={value} onValueChange={setValue} focusSelectedTab={focusSelectedTab} />;
  }

  const takeOver = () => {
    const component = arrived.current;
    if (!component || pressing.current) return;
    setFocusSelectedTab(Boolean(listRef.current?.contains(document.activeElement)));
    setRadix(() => component);
  };

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void import('./radix-content-tabs').then((module) => {
      arrived.current = module.RadixContentTabs;
      takeOver();
    });
  };

  // A press ends with its click, wherever the button is released (the click goes to what both
  // ends share), or with a cancel (a finger that scrolls instead). Heard on the window, in the
  // bubble phase: after the tab's own click handler has chosen the tab Radix then starts with.
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    load();
    if (event.button !== 0 || pressing.current) return;
    pressing.current = true;
    const end = () => {
      window.removeEventListener('click', end);
      window.removeEventListener('pointercancel', end);
      pressing.current = false;
      takeOver();
    };
    window.addEventListener('click', end);
    window.addEventListener('pointercancel', end);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    load();
    const move = moves[event.key];
    const index = tabs.findIndex((tab) => tab.value === value);
    if (!move || index === -1) return;
    event.preventDefault();
    const next = move(index, tabs.length);
    setValue(tabs[next]!.value);
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };

  const triggerId = (tab: ContentTab) => `${id}-trigger-${tab.value}`;
  const panelId = (tab: ContentTab) => `${id}-content-${tab.value}`;
  const state = (tab: ContentTab) => (tab.value === value ? 'active' : 'inactive');

  return (
    <div className={className} data-orientation="horizontal">
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={tabListClassName}
        onPointerEnter={load}
        onPointerDown={onPointerDown}
        onFocus={load}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={triggerId(tab)}
            aria-selected={tab.value === value}
            aria-controls={panelId(tab)}
            data-state={state(tab)}
            tabIndex={tab.value === value ? 0 : -1}
            className={tabClassName}
            onClick={() => setValue(tab.value)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div key={tab.value} role="tabpanel" id={panelId(tab)} aria-labelledby={triggerId(tab)} tabIndex={0} data-state={state(tab)} className={tabPanelClassName}>
          {tab.content}
        </div>
      ))}
    </div>
  );
}
