'use client';

import { useRef, useState } from 'react';

/**
 * State for a button that opens a lazily loaded dialog: the dialog's code is requested on
 * hover or focus (so it is usually there by the click) and mounted on first open.
 */
export function useLazyDialog(preload: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const warm = () => void preload();

  return {
    open,
    setOpen,
    mounted,
    triggerRef,
    triggerProps: {
      ref: triggerRef,
      type: 'button' as const,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      onPointerEnter: warm,
      onFocus: warm,
      onClick: () => {
        setMounted(true);
        setOpen(true);
      },
    },
  };
}
