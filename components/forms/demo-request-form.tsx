'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { LeadForm, type LeadFormOptions, type LeadFormProps } from '@/components/forms/lead-form';
import { commonFormCopy, leadFormCopy } from '@/content/forms';
import { leadFormPages } from '@/content/lead-form-pages';
import { localizeHref } from '@/content/language-paths';

type PickerProps = { onUnavailable: () => void; onShown?: () => void };

/** When the picker's code cannot be fetched (offline): the request was sent, so as without a picker. */
function NoPicker({ onUnavailable }: PickerProps) {
  useEffect(onUnavailable, [onUnavailable]);
  return null;
}

/** The slot picker's code is fetched only after a demo request was accepted, never with the page. */
const SlotPicker = lazy(() => import('@/components/booking/slot-picker').catch(() => ({ default: NoPicker })));

type DemoRequestFormProps = LeadFormOptions & {
  /** Called after a successful send: the dialog closes. Without it (the /demo page) success is said in the form. */
  onSent?: () => void;
} & Pick<LeadFormProps, 'afterPost'>;

/**
 * The short demo request form, sent as JSON (emailjs.send) with the demo template: inside
 * the shared demo dialog, where success is a toast and a failure is said in the dialog, and
 * inline on /demo, where both are said in the form. Without script it posts to /demo
 * (/es/demo) wherever it is, and that page shows the outcome.
 *
 * After a request the site stored, the form gives way to the slot picker
 * (components/booking/slot-picker.tsx), so the visitor books the demo there and then; when the
 * site cannot offer one (leads sent to EmailJS alone) the picker steps aside and the dialog
 * closes as before. Posted without script, the answer comes back to /demo (/es/demo), whose
 * form draws the same picker as a plain form through `afterPost`
 * (components/booking/demo-form-with-booking.tsx): only that page carries its code.
 */
export function DemoRequestForm({ copy = leadFormCopy.demo, common = commonFormCopy, afterPost, ...options }: DemoRequestFormProps) {
  const [picking, setPicking] = useState(false);
  const [pickerShown, setPickerShown] = useState(false);
  const announce = { success: options.onSent ? 'toast' : 'inline', failure: 'inline' } as const;
  const permalink = options.permalink ?? localizeHref(leadFormPages.demo, options.language ?? 'en');
  const unavailable = () => {
    setPicking(false);
    setPickerShown(false);
    options.onSent?.();
  };
  return (
    <>
      <div hidden={pickerShown}>
        <LeadForm
          form="demo"
          copy={copy}
          common={common}
          announce={announce}
          {...options}
          onSent={() => setPicking(true)}
          permalink={permalink}
          afterPost={afterPost}
        />
      </div>
      {picking ? (
        <Suspense fallback={null}>
          <SlotPicker onUnavailable={unavailable} onShown={() => setPickerShown(true)} />
        </Suspense>
      ) : null}
    </>
  );
}
