'use client';

import { useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
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
 */
export function ContentTabs({ label, tabs, className }: ContentTabsProps) {
  const [value, setValue] = useState(tabs[0]?.value ?? '');
  const [Radix, setRadix] = useState<ComponentType<RadixContentTabsProps> | null>(null);
  const [focusSelectedTab, setFocusSelectedTab] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const loading = useRef(false);
  const id = useId();

  if (Radix) {
    return <Radix label={label} tabs={tabs} className={className} value={value} onValueChange={setValue} focusSelectedTab={focusSelectedTab} />;
  }

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void import('./radix-content-tabs').then((module) => {
      setFocusSelectedTab(Boolean(listRef.current?.contains(document.activeElement)));
      setRadix(() => module.RadixContentTabs);
    });
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
        onPointerDown={load}
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
