// Holds both languages: a client module importing this fails the build instead of shipping Spanish to every page.
import 'server-only';
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

/** Every Request Demo and Get Started button: opens the shared demo dialog. */
export function DemoButton({
  locale = 'en',
  children,
  ...buttonProps
}: LeadDialogButtonProps & {
  /** Where the request came from, so sales know which page the lead saw. */
  source?: string;
}) {
  if (locale === 'en') return <DemoDialogButton {...buttonProps}>{children}</DemoDialogButton>;
  const copy = formCopyFor(locale);
  return (
    <DemoDialogButton {...buttonProps} locale={locale}>
      {children ?? copy.buttons.demo}
    </DemoDialogButton>
  );
}

/** A button that opens the partner application in a dialog (/partnerships). */
export function PartnerApplicationButton({ locale = 'en', children, ...buttonProps }: LeadDialogButtonProps) {
  if (locale === 'en') return <PartnerDialogButton {...buttonProps}>{children}</PartnerDialogButton>;
  const copy = formCopyFor(locale);
  return (
    <PartnerDialogButton {...buttonProps} locale={locale}>
      {children ?? copy.buttons.partner}
    </PartnerDialogButton>
  );
}
