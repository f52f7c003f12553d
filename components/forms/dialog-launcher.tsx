import { Button, type ButtonProps } from '@/components/ui/button';

export type DialogLauncherProps = Omit<ButtonProps, 'asChild' | 'type' | 'onClick' | 'commandfor' | 'command'> & {
  /** The id of the `<dialog>` it opens. */
  dialog: string;
  /** A page holding the same form: where the launcher leads when neither HTML nor script can open the dialog. */
  fallbackHref: string;
  /** Where the request comes from; the dialog reads it from the launcher that opened it. */
  source?: string;
  /** Counted as a demo launcher by the view beacon (components/insights/visit-beacon.tsx). */
  demo?: boolean;
};

/**
 * A button that opens a lead dialog from the HTML alone, so a tap works from the first paint:
 * an invoker command (`commandfor` + `command="show-modal"`) shows the modal `<dialog>` with no
 * script. A button without a `type` does not submit its form when it has `commandfor`; in a
 * browser that does not know invoker commands it is a submit button, so its small GET form
 * leads to `fallbackHref`, a real page with the same form. When the page's script has run,
 * LeadDialog opens the dialog in such a browser instead (components/forms/lead-dialog.tsx).
 * A server component: no JavaScript of its own.
 */
export function DialogLauncher({ dialog, fallbackHref, source, demo, ...buttonProps }: DialogLauncherProps) {
  return (
    <form action={fallbackHref} method="get" className="contents">
      <Button
        {...buttonProps}
        commandfor={dialog}
        command="show-modal"
        aria-haspopup="dialog"
        data-source={source}
        data-demo-trigger={demo ? '' : undefined}
      />
    </form>
  );
}
