'use client';

import { useEffect, useRef, useState } from 'react';
import { fillTemplate } from '@/components/sections/fill-template';
import { DemoRequestForm } from '@/components/forms/demo-request-form';
import { PartnerApplicationForm } from '@/components/forms/partner-application-form';
import { aroundSlot, dialogCopy, leadFormCopy, type LeadDialogCopy, type LeadFormCopy } from '@/content/forms';
import type { PhoneNumber } from '@/content/site';
import { CloseMark } from '@/components/ui/close-mark';
import { holdPageScroll } from '@/components/ui/page-scroll-hold';

/** What the words mark with `{brand}` and `{replyWithin}`, from content/site.ts (read by the server). */
export type LeadDialogFacts = { brand: string; replyWithin: string };

export type LeadDialogFrameProps = {
  /** The element id its launchers name in `commandfor`. */
  id: string;
  form: 'demo' | 'partner';
  /** Where a demo request came from when its launcher does not say (the first launcher's source). */
  source?: string;
  /** The dialog's and its form's words in the page's language; English without it. */
  copy?: LeadDialogCopy;
  facts: LeadDialogFacts;
  /** The number the call prompt's `{phone}` stands for. */
  salesPhone: PhoneNumber;
};

/** The invoker that opened a dialog: the `command` event's `source` (HTML's CommandEvent). */
type CommandEvent = Event & { source?: Element | null; command?: string };

/**
 * The demo request and partner application dialogs: a native modal `<dialog>` in the server
 * HTML, holding its form, so it opens on the first tap with no script (its launchers are
 * components/forms/dialog-launcher.tsx) and nothing is fetched when it opens. The browser
 * gives the rest: focus moves in and is held there, Escape and the back gesture close it,
 * focus returns to the launcher, the page behind is inert. It is also a
 * `popover`, which the launchers and the close button name too: a browser that does not know
 * invoker commands shows and hides it as a popover (the UA styles keep an open dialog shown).
 *
 * A click outside closes it once the script has run (`closedby="any"`, set by the effect). In
 * the HTML it is `closedby="closerequest"`: on a phone still busy with the page, a second tap
 * queued behind the one that opened it was taken for a click outside, and closed it again
 * before it was drawn (`npm run taps`: every load of the build before the whole-document
 * paint, one in four after it).
 *
 * The script only adds: which launcher opened it (its `data-source` goes with the lead),
 * closing after a successful send, holding the page behind still while it is open
 * (components/ui/page-scroll-hold.ts), and, in a browser without invoker commands or
 * `closedby`, opening it as a modal on a launcher's click and closing on a click outside.
 */
export function LeadDialogFrame({ id, form, source: defaultSource, copy, facts, salesPhone }: LeadDialogFrameProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const [source, setSource] = useState(defaultSource);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const openedBy = (launcher: Element | null | undefined) => {
      const from = launcher instanceof HTMLElement ? launcher.dataset.source : undefined;
      setSource(from || defaultSource);
    };
    const onCommand = (event: Event) => {
      if ((event as CommandEvent).command === 'show-modal') openedBy((event as CommandEvent).source);
    };
    dialog.addEventListener('command', onCommand);

    const knowsCommands = 'command' in HTMLButtonElement.prototype;
    const onLauncherClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.(`button[commandfor="${CSS.escape(id)}"]`);
      if (!button) return;
      // Not as the popover the button names: as a modal, like everywhere else.
      event.preventDefault();
      if (button.getAttribute('command') === 'close') return dialog.close();
      openedBy(button);
      if (!dialog.open) dialog.showModal();
    };
    if (!knowsCommands) document.addEventListener('click', onLauncherClick);

    const knowsClosedBy = 'closedBy' in HTMLDialogElement.prototype;
    const onBackdropClick = (event: MouseEvent) => {
      // A click on the backdrop reaches the dialog itself, outside its box.
      if (event.target !== dialog) return;
      const box = dialog.getBoundingClientRect();
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside) dialog.close();
    };
    if (knowsClosedBy) dialog.setAttribute('closedby', 'any');
    else dialog.addEventListener('click', onBackdropClick);

    // Open as a modal (a dialog shown as a popover, in a browser without invoker commands, is
    // reopened as one above) or closed; a dialog opened before hydration holds it from now.
    const onToggle = () => holdPageScroll(dialog, dialog.open && dialog.matches(':modal'));
    dialog.addEventListener('toggle', onToggle);
    dialog.addEventListener('close', onToggle);
    onToggle();

    return () => {
      dialog.removeEventListener('toggle', onToggle);
      dialog.removeEventListener('close', onToggle);
      holdPageScroll(dialog, false);
      dialog.removeEventListener('command', onCommand);
      document.removeEventListener('click', onLauncherClick);
      dialog.removeEventListener('click', onBackdropClick);
    };
  }, [id, defaultSource]);

  const close = () => ref.current?.close();
  // The copy marks where the brand and the reply time go; they are filled in here.
  const words = copy?.dialog ?? dialogCopy[form];
  const formWords: LeadFormCopy = copy?.form ?? leadFormCopy[form];
  const formCopy = { ...formWords, success: fillTemplate(formWords.success, facts) };
  const [beforePhone, afterPhone] = aroundSlot(words.callPrompt ?? '', 'phone');
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;

  return (
    <dialog ref={ref} id={id} popover="auto" closedby="closerequest" aria-labelledby={titleId} aria-describedby={descriptionId} className="lead-dialog">
      <div className="pr-10">
        <h2 id={titleId} className="text-2xl font-bold tracking-tight text-ink">
          {words.title}
        </h2>
        <p id={descriptionId} className="mt-2 text-sm leading-6 text-ink-muted">
          {fillTemplate(words.description, facts)}
          {words.callPrompt ? (
            <>
              {` ${beforePhone}`}
              <a className="font-medium text-brand underline" href={`tel:${salesPhone.e164}`}>
                {salesPhone.display}
              </a>
              {afterPhone}
            </>
          ) : null}
        </p>
      </div>
      <div className="mt-6">
        {form === 'demo' ? (
          <DemoRequestForm source={source} onSent={close} copy={formCopy} common={copy?.common} language={copy?.language} />
        ) : (
          <PartnerApplicationForm variant="modal" onSuccess={close} copy={formCopy} common={copy?.common} language={copy?.language} />
        )}
      </div>
      {/* After the form in the document, so focus starts on the form; drawn at the top right. */}
      <button
        type="button"
        commandfor={id}
        command="close"
        popoverTarget={id}
        popoverTargetAction="hide"
        aria-label={copy?.close ?? 'Close'}
        className="absolute right-4 top-4 inline-flex size-10 items-center justify-center rounded-full text-ink-muted hover:bg-surface-sunk hover:text-ink"
      >
        <CloseMark size={20} />
      </button>
    </dialog>
  );
}
