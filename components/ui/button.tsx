import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';

/**
 * Every button look on the site lives in this table; call sites pick a variant, never restyle
 * (a className adds layout only: margins, widths). Joined with clsx, not tailwind-merge, because
 * buttons sit in client islands and tailwind-merge would add ~10 KB to every page.
 */
export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-control font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-brand text-white hover:bg-brand-strong',
        accent: 'bg-accent text-white hover:bg-accent-strong',
        outline: 'border border-ink/20 bg-surface text-ink hover:border-ink/40 hover:bg-surface-sunk',
        ghost: 'text-ink hover:bg-surface-sunk',
        inverse: 'bg-white text-ink hover:bg-brand-soft',
        'inverse-outline': 'border border-white/50 text-white hover:bg-white/10',
        link: 'h-auto px-0 text-brand underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-9 px-3.5 text-sm',
        md: 'h-11 px-5 text-[0.9375rem]',
        lg: 'h-12 px-6 text-base',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (a link) with button styling instead of a <button>. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, children, ...props }: ButtonProps) {
  const classes = clsx(buttonVariants({ variant, size }), className);
  // asChild styles the single child (a Link or <a>) as a button. A plain cloneElement rather
  // than Radix Slot: buttons ship in client islands, and this keeps Slot out of every page.
  if (asChild && React.isValidElement<{ className?: string }>(children)) {
    return React.cloneElement(children, {
      'data-slot': 'button',
      'data-variant': variant ?? 'primary',
      ...props,
      className: clsx(classes, children.props.className),
    } as React.HTMLAttributes<HTMLElement>);
  }
  return (
    <button data-slot="button" data-variant={variant ?? 'primary'} className={classes} {...props}>
      {children}
    </button>
  );
}
