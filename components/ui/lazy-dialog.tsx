'use client';

import { lazy, Suspense, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';

/** What a lazily loaded dialog panel gets from its launcher. */
export type DialogStateProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog: focus goes back to it on close. */
  returnFocusTo: RefObject<HTMLElement | null>;
};

export type LazyPanel<Props> = {
  Panel: ComponentType<Props & DialogStateProps>;
  /** Starts fetching the panel's code; the module loader fetches it once. */
  preload: () => void;
};

/**
 * Declares a dialog panel whose code (and Radix Dialog with it) is fetched on first use,
 * not with the page. Call once, at module level, with a dynamic import.
 */
export function lazyPanel<Props extends object>(
  load: () => Promise<ComponentType<Props & DialogStateProps>>,
): LazyPanel<Props> {
  return {
    Panel: lazy(() => load().then((component) => ({ default: component }))),
    preload: () => void load(),
  };
}

/** Everything the trigger button must carry; spread it onto the button. */
export type TriggerProps = {
  ref: RefObject<HTMLButtonElement | null>;
  type: 'button';
  'aria-haspopup': 'dialog';
  'aria-expanded': boolean;
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick: () => void;
};

/**
 * The one launcher of the site's lazy dialogs (demo request, partner application, mobile
 * menu): it draws the trigger, requests the panel's code when the visitor reaches for it
 * (pointerenter, which a touch fires too, or focus), so the code is usually there by the
 * click; it mounts the panel on first open and keeps it mounted, so reopening is instant.
 */
export function LazyDialog<Props extends object>({
  panel,
  props,
  openOnlyAt,
  children,
}: {
  panel: LazyPanel<Props>;
  /** The panel's own props. */
  props: Props;
  /**
   * Where the dialog belongs (the mobile menu passes the page path): once this value
   * changes, the dialog is closed, without an effect mirroring it into state.
   */
  openOnlyAt?: string;
  /** Draws the trigger from the props it must carry. */
  children: (trigger: TriggerProps) => ReactNode;
}) {
  const place = openOnlyAt ?? '';
  const [openAt, setOpenAt] = useState<string | null>(null);
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const open = openAt === place;
  const onOpenChange = (next: boolean) => setOpenAt(next ? place : null);
  const { Panel, preload } = panel;

  return (
    <>
      {children({
        ref: triggerRef,
        type: 'button',
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        onPointerEnter: preload,
        onFocus: preload,
        onClick: () => {
          setMounted(true);
          onOpenChange(true);
        },
      })}
      {mounted ? (
        <Suspense fallback={null}>
          <Panel {...props} open={open} onOpenChange={onOpenChange} returnFocusTo={triggerRef} />
        </Suspense>
      ) : null}
    </>
  );
}
