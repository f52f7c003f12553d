// Holds both languages: a client module importing this fails the build instead of shipping Spanish to every page.
import 'server-only';
import { cache } from 'react';
import { formCopyFor } from '@/content/es/forms';
import { dialogButtonCopy } from '@/content/form-buttons';
import type { Locale } from '@/lib/i18n/locale';
import { DialogLauncher, type DialogLauncherProps } from '@/components/forms/dialog-launcher';
import { LeadDialog } from '@/components/forms/lead-dialog';

/*
 * The buttons that open the lead dialogs, as server components taking the page's `locale`.
 * Each page draws each dialog once, in its server HTML, beside the first of its launchers:
 * the form is in the page, so a tap opens it at once and nothing is fetched on the way.
 * Where a page has no launcher, it carries no dialog.
 */

type LeadDialogId = 'demo' | 'partner';

/** The dialogs' element ids, which their launchers name. */
export const leadDialogIds: Record<LeadDialogId, string> = { demo: 'demo-request', partner: 'partner-application' };

/** The dialogs already drawn on the page being rendered (React's cache lives for one render). */
const drawnOnThisPage = cache(() => new Set<LeadDialogId>());

/** True for the first launcher of `dialog` on the page being rendered: it draws the dialog. */
function claimDialog(dialog: LeadDialogId) {
  const drawn = drawnOnThisPage();
  if (drawn.has(dialog)) return false;
  drawn.add(dialog);
  return true;
}

type LeadButtonProps = Omit<DialogLauncherProps, 'dialog' | 'demo'> & {
  /** The page's language: the label and the dialog's words follow it. */
  locale?: Locale;
};

function LeadDialogButton({ dialog, locale = 'en', source, children, ...buttonProps }: LeadButtonProps & { dialog: LeadDialogId }) {
  const copy = locale === 'en' ? undefined : formCopyFor(locale);
  const label = children ?? (copy ? copy.buttons[dialog] : dialogButtonCopy[dialog]);
  return (
    <>
      <DialogLauncher
        {...buttonProps}
        dialog={leadDialogIds[dialog]}
        source={source}
        demo={dialog === 'demo'}
      >
        {label}
      </DialogLauncher>
      {claimDialog(dialog) ? <LeadDialog id={leadDialogIds[dialog]} form={dialog} source={source} copy={copy?.dialogs[dialog]} /> : null}
    </>
  );
}

/** Every Request Demo and Get Started button: opens the page's demo request dialog. */
export function DemoButton(props: LeadButtonProps) {
  return <LeadDialogButton {...props} dialog="demo" />;
}

/** A button that opens the partner application in a dialog (/partnerships). */
export function PartnerApplicationButton(props: Omit<LeadButtonProps, 'source'>) {
  return <LeadDialogButton {...props} dialog="partner" />;
}
