'use client';

import { useEffect, useRef } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { tabClassName, tabListClassName, tabPanelClassName, type RadixContentTabsProps } from './tabs-shared';

/**
 * Radix tabs (click, arrow keys, Home and End), loaded by ContentTabs on the first use of the
 * tab list. Every panel stays mounted and the inactive ones are only hidden, as on the server.
 */
export function RadixContentTabs({ label, tabs, className, value, onValueChange, focusSelectedTab }: RadixContentTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusSelectedTab) listRef.current?.querySelector<HTMLElement>('[role="tab"][data-state="active"]')?.focus();
    // Only on the hand-over from the server-rendered tabs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Tabs.Root value={value} onValueChange={onValueChange} className={className}>
      <Tabs.List ref={listRef} aria-label={label} className={tabListClassName}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={tabClassName}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} forceMount className={tabPanelClassName}>
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
