// Holds both languages: a client module importing this fails the build instead of shipping Spanish to every page.
import 'server-only';
import { formCopyFor } from '@/content/es/forms';
import type { Locale } from '@/lib/i18n/locale';
import { DemoDialogButton, PartnerDialogButton, type LeadDialogButtonProps } from '@/components/forms/lead-dialog';

/*
 * The buttons that open the lead dialogs, as server components taking the page's `locale`:
 * they pick that language's words (content/es/forms.ts) and hand them to the client island
 * as props. One module per island: Next loads the client code of every island a page's
 * server modules import, so a module importing a form too would put that form's code in
 * the first load of every page with a demo button.
 */

type ButtonProps = Omit<LeadDialogButtonProps, 'copy'> & { locale?: Locale };

/** Every Request Demo and Get Started button: opens the shared demo dialog. */
export function DemoButton({
  locale = 'en',
  children,
  ...buttonProps
}: ButtonProps & {
  /** Where the request came from, so sales know which page the lead saw. */
  source?: string;
}) {
  if (locale === 'en') return <DemoDialogButton {...buttonProps}>{children}</DemoDialogButton>;
  const copy = formCopyFor(locale);
  return (
    <DemoDialogButton {...buttonProps} copy={copy.dialogs.demo}>
      {children ?? copy.buttons.demo}
    </DemoDialogButton>
  );
}

/** A button that opens the partner application in a dialog (/partnerships). */
export function PartnerApplicationButton({ locale = 'en', children, ...buttonProps }: ButtonProps) {
  if (locale === 'en') return <PartnerDialogButton {...buttonProps}>{children}</PartnerDialogButton>;
  const copy = formCopyFor(locale);
  return (
    <PartnerDialogButton {...buttonProps} copy={copy.dialogs.partner}>
      {children ?? copy.buttons.partner}
    </PartnerDialogButton>
  );
}
