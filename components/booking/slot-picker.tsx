'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/forms/fields';
import { SlotDays } from '@/components/booking/slot-days';
import type { PickerWords } from '@/services/booking/view';
import type { SlotsView } from '@/services/booking/view';

/**
 * The demo slot picker shown after an accepted demo request (issue 49), loaded only then
 * (components/forms/demo-request-form.tsx imports it lazily): it asks the site for the free
 * times in the browser's time zone, holds the time the visitor chooses for 5 minutes, and
 * books it. The site knows the request from the HttpOnly cookie its answer to the request
 * set; without one (leads sent to EmailJS alone) the slots call answers 401 and the picker
 * steps aside (`onUnavailable`), leaving today's "we will call you".
 *
 * Every word comes with the slots, in the request's language, so pages carry none of it.
 */

type Message = { tone: 'error' | 'success'; text: string } | null;
type Loaded = { slots: SlotsView; words: PickerWords };

const browserZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/New_York';
  } catch {
    return 'America/New_York';
  }
};

async function call(path: string, init?: RequestInit) {
  const response = await fetch(path, { ...init, credentials: 'same-origin', headers: init?.body ? { 'Content-Type': 'application/json' } : undefined });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { ok: response.ok, status: response.status, body };
}

export default function SlotPicker({ onUnavailable, onShown }: { onUnavailable: () => void; onShown?: () => void }) {
  const idPrefix = useId().replace(/:/g, '');
  const heading = useRef<HTMLHeadingElement>(null);
  const [timeZone] = useState(browserZone);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [chosen, setChosen] = useState<string | undefined>();
  const [hold, setHold] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const [booked, setBooked] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    call(`/api/booking/slots?tz=${encodeURIComponent(timeZone)}`)
      .then(({ ok, body }) => {
        if (!live) return;
        if (!ok || !body.slots || !body.words) return onUnavailable();
        setLoaded({ slots: body.slots as SlotsView, words: body.words as PickerWords });
      })
      .catch(() => live && onUnavailable());
    return () => {
      live = false;
    };
    // Once per request: the cookie names it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!loaded) return;
    onShown?.();
    heading.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded !== null]);

  if (!loaded) return null;
  const { words, slots } = loaded;
  const statusId = `${idPrefix}-status`;

  const refused = (body: Record<string, unknown>) => {
    setHold(undefined);
    setChosen(undefined);
    if (body.slots) setLoaded({ words, slots: body.slots as SlotsView });
    setMessage({ tone: 'error', text: String(body.error ?? words.failure) });
  };

  async function choose(start: string) {
    setChosen(start);
    setHold(undefined);
    setBusy(true);
    setMessage({ tone: 'success', text: words.holding });
    try {
      const { ok, body } = await call('/api/booking/hold', { method: 'POST', body: JSON.stringify({ start, tz: timeZone }) });
      if (!ok) return refused(body);
      setHold(String(body.holdToken));
      setMessage({ tone: 'success', text: String(body.message) });
    } catch {
      setMessage({ tone: 'error', text: words.failure });
    } finally {
      setBusy(false);
    }
  }

  async function book(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!hold) {
      setMessage({ tone: 'error', text: words.chooseSlot });
      return;
    }
    setBusy(true);
    try {
      const { ok, body } = await call('/api/booking/book', { method: 'POST', body: JSON.stringify({ holdToken: hold, tz: timeZone }) });
      if (!ok) return refused(body);
      setBooked(String(body.booked));
      setMessage(null);
    } catch {
      setMessage({ tone: 'error', text: words.failure });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${idPrefix}-heading`} className="space-y-4" data-booking-picker>
      <h2 id={`${idPrefix}-heading`} ref={heading} tabIndex={-1} className="text-xl font-bold text-ink outline-none">
        {words.heading}
      </h2>
      {booked ? (
        <p role="status" className="rounded-control border border-success/40 bg-success/5 px-4 py-3 text-sm font-medium text-success">
          {booked}
        </p>
      ) : (
        <>
          <p className="text-sm text-ink-muted">{words.intro}</p>
          {slots.days.length === 0 ? (
            <p className="text-sm font-medium text-ink">{words.noSlots}</p>
          ) : (
            <form noValidate onSubmit={book} aria-describedby={statusId} className="space-y-4">
              <p className="text-sm text-ink-muted">{words.timesIn}</p>
              <SlotDays slots={slots} checked={chosen} onChoose={(start) => void choose(start)} disabled={busy} idPrefix={idPrefix} />
              <FormMessage id={statusId} message={message} />
              <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy}>
                {busy && hold ? words.booking : words.book}
              </Button>
            </form>
          )}
        </>
      )}
    </section>
  );
}
