import { Button, type ButtonProps } from '@/components/ui/button';

export type DialogLauncherProps = Omit<ButtonProps, 'asChild' | 'type' | 'onClick' | 'commandfor' | 'command' | 'popoverTarget'> & {
  /** The id of the `<dialog>` it opens. */
  dialog: string;
  /** Where the request comes from; the dialog reads it from the launcher that opened it. */
  source?: string;
  /** Counted as a demo launcher by the view beacon (components/insights/visit-beacon.tsx). */
  demo?: boolean;
};

/**
 * A button that opens a lead dialog from the HTML alone, so a tap works from the first paint:
 * an invoker command (`commandfor` + `command="show-modal"`) shows the modal `<dialog>` with
 * no script. A browser that does not know invoker commands but knows popovers (Safari 17 to
 * 26.1, say) follows `popovertarget` instead, which browsers that know both ignore: the same
 * dialog, with the same form, opens as a popover. When the page's script has run, LeadDialog
 * opens it as a modal there too (components/forms/lead-dialog.tsx). A server component: no
 * JavaScript of its own.
 */
export function DialogLauncher({ dialog, source, demo, ...buttonProps }: DialogLauncherProps) {
  return (
    <Button
      {...buttonProps}
      type="button"
      commandfor={dialog}
      command="show-modal"
      popoverTarget={dialog}
      aria-haspopup="dialog"
      data-source={source}
      data-demo-trigger={demo ? '' : undefined}
    />
  );
}
