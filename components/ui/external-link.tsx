import * as React from 'react';
import { sectionCopy } from '@/content/sections';
import type { Locale } from '@/lib/i18n/locale';

/**
 * A link to another site: opens in a new tab without giving that tab access to ours,
 * and tells screen-reader users that it does.
 */
export function ExternalLink({ children, locale = 'en', ...props }: Omit<React.ComponentProps<'a'>, 'target' | 'rel'> & { locale?: Locale }) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only">{sectionCopy[locale].opensInNewTab}</span>
    </a>
  );
}
