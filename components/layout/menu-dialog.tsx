'use client';

import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type ToggleEvent } from 'react';
import { holdPageScroll } from '@/components/ui/page-scroll-hold';

const FOCUSABLE = 'a[href], button, summary, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The phone menu's panel: an auto popover with the dialog role, opened and closed by
 * popovertarget buttons with no script (Escape and a tap outside close it too). Its content
 * comes from the server as children. Script adds what the popover lacks, through the DOM and
 * never through React state (a panel opened before hydration stays open through it): Tab
 * stays inside the panel (then, and only then, it says aria-modal), following a link closes
 * it (the header outlives a client-side navigation), a close that leaves focus nowhere
 * (a tap outside) puts it back on the menu button, and the page behind does not scroll while
 * it is open (components/ui/page-scroll-hold.ts).
 */
export function MenuDialog({
  id,
  labelledBy,
  className,
  children,
}: {
  id: string;
  labelledBy: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);

  // Set on the element rather than rendered, so the server HTML (no trap) never claims it.
  useEffect(() => ref.current?.setAttribute('aria-modal', 'true'), []);
  // A panel opened before hydration holds the page from now.
  useEffect(() => {
    const panel = ref.current;
    if (panel?.matches(':popover-open')) holdPageScroll(panel, true);
    return () => {
      if (panel) holdPageScroll(panel, false);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const stops = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) =>
      el.checkVisibility(),
    );
    const first = stops[0];
    const last = stops[stops.length - 1];
    const wrapTo = event.shiftKey ? (document.activeElement === first ? last : null) : document.activeElement === last ? first : null;
    if (wrapTo) {
      event.preventDefault();
      wrapTo.focus();
    }
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a[href]')) event.currentTarget.hidePopover();
  };

  const onToggle = (event: ToggleEvent<HTMLDivElement>) => {
    holdPageScroll(event.currentTarget, event.newState === 'open');
    if (event.newState !== 'closed') return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    document.querySelector<HTMLElement>(`[popovertarget="${id}"]:not([popovertargetaction="hide"])`)?.focus();
  };

  return (
    <div
      ref={ref}
      id={id}
      popover="auto"
      role="dialog"
      aria-labelledby={labelledBy}
      className={className}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onToggle={onToggle}
    >
      {children}
    </div>
  );
}
