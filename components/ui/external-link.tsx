import * as React from 'react';

/**
 * A link to another site: opens in a new tab without giving that tab access to ours,
 * and tells screen-reader users that it does.
 */
export function ExternalLink({ children, ...props }: Omit<React.ComponentProps<'a'>, 'target' | 'rel'>) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
