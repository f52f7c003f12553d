import type { ReactNode } from 'react';

/**
 * What the server-rendered tabs and the Radix tabs that take over on first use share: their
 * props, and their classes, so the swap from one to the other changes nothing on screen.
 * Both import this module and neither imports the other's types. Plain strings: this module
 * ships to the browser, and a class-merging library would cost more than it saves.
 */

export type ContentTab = { value: string; label: string; content: ReactNode };
export type ContentTabsProps = { label: string; tabs: ContentTab[]; className?: string };

/** The server tabs' state, handed to the Radix tabs when they take over. */
export type RadixContentTabsProps = ContentTabsProps & {
  value: string;
  onValueChange: (value: string) => void;
  /** Focus the selected tab once mounted: the server-rendered tab that had focus was replaced. */
  focusSelectedTab: boolean;
};

/**
 * Without script the tabs could never switch (they are buttons React and Radix drive), so a
 * browser that runs none (`noscript:`, the `scripting: none` media query) gets no tab list and
 * every panel, one after another, each under its own heading: nothing is out of reach.
 */
export const tabListClassName =
  'mx-auto flex w-fit max-w-full flex-wrap justify-center gap-1 rounded-card border border-line bg-surface p-1.5 shadow-card noscript:hidden';

export const tabClassName = [
  'whitespace-nowrap rounded-control px-4 py-2 text-sm font-semibold text-ink-muted transition-colors sm:px-5',
  'hover:text-ink data-[state=active]:bg-ink data-[state=active]:text-white',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
].join(' ');

export const tabPanelClassName = 'mt-10 data-[state=inactive]:hidden noscript:block!';
