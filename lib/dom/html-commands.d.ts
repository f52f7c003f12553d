/**
 * HTML attributes React passes through as they are but its types do not list yet: invoker
 * commands (a button that opens or closes a dialog with no script: `commandfor` names the
 * dialog, `command` says what to do) and `closedby` (a modal dialog that closes on a click
 * outside it), and `blocking="render"` (a `<link rel="expect">` that holds the first paint until
 * the parser reaches an element). Lower case, as in HTML: React writes an unknown attribute
 * by its JSX name.
 */
import 'react';

declare module 'react' {
  /* eslint-disable @typescript-eslint/no-unused-vars -- a merged declaration repeats the type parameter */
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover' | `--${string}`;
  }
  interface LinkHTMLAttributes<T> {
    blocking?: 'render';
  }
  interface DialogHTMLAttributes<T> {
    closedby?: 'any' | 'closerequest' | 'none';
  }
  /* eslint-enable @typescript-eslint/no-unused-vars */
}
