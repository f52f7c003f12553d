'use client';

import { DemoRequestForm } from '@/components/forms/demo-request-form';
import { NoScriptBookingForm } from '@/components/booking/no-script-booking';
import type { ComponentProps } from 'react';

/**
 * The demo request form of the /demo page (/es/demo), where every demo request posted without
 * script comes back (its permalink): its answer carries the plain-form slot picker. Only this
 * page ships the picker's code; the dialogs elsewhere stay within their byte budgets.
 */
export function DemoFormWithBooking(props: Omit<ComponentProps<typeof DemoRequestForm>, 'afterPost'>) {
  return <DemoRequestForm {...props} afterPost={(posted) => (posted.booking ? <NoScriptBookingForm booking={posted.booking} /> : null)} />;
}
