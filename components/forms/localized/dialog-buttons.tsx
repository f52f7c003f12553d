// Holds both languages: a client module importing this fails the build instead of shipping Spanish to every page.
import 'server-only';
import type { ComponentType } from 'react';
import { formCopyFor } from '@/content/es/forms';
import { DemoDialogButton, PartnerDialogButton, type LeadDialogButtonProps } from '@/components/forms/lead-dialog';

/*
 * The buttons that open the lead dialogs, as server components taking the page's `locale`:
 * they pick the button's label in that language (content/es/forms.ts) and tell the client
 * island the language; its lazily loaded dialog brings its own words. One module per
 * island: Next loads the client code of every island a page's server modules import, so a
 * module importing a form too would put that form's code in the first load of every page
 * with a demo button.
 */

type DemoButtonProps = LeadDialogButtonProps & {
  /** Where the request came from, so sales know which page the lead saw. */
  source?: string;
};

/**
 * A dialog button in the page's language: English keeps the island's own label; another
 * language gets its label from content/es/forms.ts, and the island is told the language.
 */
function inPageLanguage<P extends LeadDialogButtonProps>(Island: ComponentType<P>, label: 'demo' | 'partner') {
  return function LocalizedDialogButton({ locale = 'en', children, ...buttonProps }: P) {
    const props = buttonProps as unknown as P;
    if (locale === 'en') return <Island {...props}>{children}</Island>;
    return (
      <Island {...props} locale={locale}>
        {children ?? formCopyFor(locale).buttons[label]}
      </Island>
    );
  };
}

/** Every Request Demo and Get Started button: opens the shared demo dialog. */
export const DemoButton = inPageLanguage<DemoButtonProps>(DemoDialogButton, 'demo');

/** A button that opens the partner application in a dialog (/partnerships). */
export const PartnerApplicationButton = inPageLanguage<LeadDialogButtonProps>(PartnerDialogButton, 'partner');
