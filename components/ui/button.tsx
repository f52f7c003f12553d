import * as React from 'react';
import { cn } from '@/lib/utils';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'ghost' | 'inverse' | 'inverse-outline' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

/**
 * The classes for a button look. The looks themselves are CSS (`.btn-*` in app/globals.css);
 * call sites pick a variant, never restyle (a className adds layout only: margins, widths).
 */
function buttonClassName({
  variant,
  size,
  className,
}: {
  variant?: ButtonVariant | null;
  size?: ButtonSize | null;
  className?: string;
}) {
  return cn('btn', `btn-${size ?? 'md'}`, `btn-${variant ?? 'primary'}`, className);
}

export type ButtonProps = React.ComponentProps<'button'> & {
  variant?: ButtonVariant | null;
  size?: ButtonSize | null;
  /** Render the child element (a link) with button styling instead of a <button>. */
  asChild?: boolean;
};

export function Button({ className, variant, size, asChild = false, children, ...props }: ButtonProps) {
  const classes = buttonClassName({ variant, size, className });
  // asChild styles the single child (an <a>) as a button. A plain cloneElement rather
  // than Radix Slot: buttons ship in client islands, and this keeps Slot out of every page.
  if (asChild && React.isValidElement<{ className?: string }>(children)) {
    return React.cloneElement(children, {
      'data-slot': 'button',
      'data-variant': variant ?? 'primary',
      ...props,
      className: cn(classes, children.props.className),
    } as React.HTMLAttributes<HTMLElement>);
  }
  return (
    <button data-slot="button" data-variant={variant ?? 'primary'} className={classes} {...props}>
      {children}
    </button>
  );
}
