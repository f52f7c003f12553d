'use client';

import type { ReactNode } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { cn } from '@/lib/utils';

export type ContentTab = { value: string; label: string; content: ReactNode };

/**
 * Radix tabs (click, arrow keys, Home and End). Every panel is rendered on the server and
 * the inactive ones are only hidden, so all tab content is in the page's HTML.
 */
export function ContentTabs({ label, tabs, className }: { label: string; tabs: ContentTab[]; className?: string }) {
  return (
    <Tabs.Root defaultValue={tabs[0]?.value} className={className}>
      <Tabs.List
        aria-label={label}
        className="mx-auto flex w-fit max-w-full flex-wrap justify-center gap-1 rounded-card border border-line bg-surface p-1.5 shadow-card"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className={cn(
              'whitespace-nowrap rounded-control px-4 py-2 text-sm font-semibold text-ink-muted transition-colors sm:px-5',
              'hover:text-ink data-[state=active]:bg-ink data-[state=active]:text-white',
              'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
            )}
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} forceMount className="mt-10 data-[state=inactive]:hidden">
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
