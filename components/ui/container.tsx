import * as React from 'react';
import { mergeClasses } from '@/lib/utils';

/** Centres content at the site's reading width with the standard side padding. */
export function Container({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={mergeClasses('mx-auto w-full max-w-7xl px-5 sm:px-8', className)} {...props} />;
}
