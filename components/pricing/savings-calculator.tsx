'use client';

import { useEffect, useRef, useState } from 'react';
import { currentRoute, sendInsight } from '@/lib/insights/beacon';
import {
  estimateSavings,
  formatCount,
  formatDollars,
  queryFromInput,
  roundDollars,
  savingsFields,
  type SavingsField,
  type SavingsInput,
} from '@/lib/savings';
import type { CalculatorCopy } from '@/content/pricing';
import { Button } from '@/components/ui/button';

/** Quiet time after the last keystroke before the new figures are read out. */
const ANNOUNCE_AFTER_MS = 700;

const percentField: SavingsField = 'rate';

const controlClass =
  'block w-full rounded-control border border-ink/25 bg-surface py-2.5 text-base text-ink aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger';

/**
 * The savings calculator on /pricing: four text inputs (text, so a pasted "12,000.50" or a
 * stray letter reaches the parser and gets a message instead of being dropped by the
 * browser), the figures from lib/savings.ts, and the inputs mirrored in the URL query so a
 * link reproduces them.
 *
 * HTML first: a GET form whose button, "Estimate my savings", sends the four values to
 * `action` (the pricing page's own address, at #estimate). The server renders the page for
 * that query (`initial`; proxy.ts and app/(en)/savings-estimate), so the estimate, or each
 * field's message, reads without JavaScript, and a shared link shows its figures in the
 * first HTML. With script the figures follow every keystroke and the button stays: pressing
 * it (Enter in a field, for a keyboard) reads the estimate out at once instead of posting.
 * The figures are announced politely, once typing pauses, in one sentence. Every word comes
 * from the server page as `copy` (in the reader's language), so the bundle carries no copy of
 * either language; the amounts read the same in both ("$1,320").
 */
export function SavingsCalculator({
  copy,
  startingRatePercent,
  initial,
  action,
}: {
  copy: CalculatorCopy;
  startingRatePercent: number;
  /** The values to show first: the worked example, or those of the address's query. */
  initial: SavingsInput;
  /** Where the form sends its query without script: the page's own path and #estimate. */
  action: string;
}) {
  const [input, setInput] = useState<SavingsInput>(initial);
  const [announcement, setAnnouncement] = useState('');
  const announceTimer = useRef<number | undefined>(undefined);
  // Counted once per page view (the calculator mounts with its page), on the first change.
  const counted = useRef(false);

  useEffect(() => () => window.clearTimeout(announceTimer.current), []);

  const { results } = copy;
  const saving = (value: number) =>
    roundDollars(value) > 0
      ? results.saving.replace('{monthly}', formatDollars(value)).replace('{yearly}', formatDollars(value * 12))
      : results.noSaving;
  /** The sentence a screen reader hears once typing pauses. */
  const summarize = (values: SavingsInput) => {
    const after = estimateSavings(values, startingRatePercent);
    if (!after.ok) return results.invalid;
    const { currentCost, startingRateSaving, cashDiscountSaving } = after.figures;
    return `${results.current}: ${formatDollars(currentCost)} ${results.perMonth}. ${results.startingRate}: ${saving(startingRateSaving)}. ${results.cashDiscount}: ${saving(cashDiscountSaving)}.`;
  };

  const change = (field: SavingsField, value: string) => {
    if (!counted.current) {
      counted.current = true;
      sendInsight({ type: 'calculator', route: currentRoute() });
    }
    const next = { ...input, [field]: value };
    setInput(next);
    window.history.replaceState(null, '', queryFromInput(next));
    window.clearTimeout(announceTimer.current);
    announceTimer.current = window.setTimeout(() => setAnnouncement(summarize(next)), ANNOUNCE_AFTER_MS);
  };

  const estimate = estimateSavings(input, startingRatePercent);

  return (
    <div className="grid gap-8 rounded-panel border border-line bg-surface p-5 shadow-card sm:p-8 lg:grid-cols-[1fr_1.1fr] lg:gap-12">
      <form
        method="get"
        action={action}
        noValidate
        onSubmit={(event) => {
          // The figures are already on screen; say them now rather than loading the page again.
          event.preventDefault();
          window.clearTimeout(announceTimer.current);
          setAnnouncement(summarize(input));
        }}
        aria-label={copy.title}
        className="grid content-start gap-5 sm:grid-cols-2 lg:grid-cols-1"
      >
        {savingsFields.map((field) => {
          const id = `savings-${field}`;
          const problem = estimate.ok ? undefined : estimate.problems[field];
          const isPercent = field === percentField;
          return (
            <div key={field}>
              <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
                {copy.labels[field]}
              </label>
              <div className="relative">
                <span aria-hidden="true" className={`pointer-events-none absolute inset-y-0 flex items-center text-ink-muted ${isPercent ? 'right-3.5' : 'left-3.5'}`}>
                  {isPercent ? '%' : '$'}
                </span>
                <input
                  id={id}
                  name={field}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  spellCheck={false}
                  value={input[field]}
                  onChange={(event) => change(field, event.target.value)}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
                  className={`${controlClass} ${isPercent ? 'pl-3.5 pr-9' : 'pl-8 pr-3.5'}`}
                />
              </div>
              <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
                {isPercent ? copy.hints.percent : copy.hints.dollars}
              </p>
              {problem ? (
                <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
                  {copy.problems[problem]}
                </p>
              ) : null}
            </div>
          );
        })}
        <div className="sm:col-span-2 lg:col-span-1">
          <Button type="submit" size="lg" className="w-full sm:w-auto">
            {copy.submit}
          </Button>
        </div>
      </form>

      <section aria-labelledby="savings-results-heading" className="min-w-0 rounded-card bg-surface-warm p-5 sm:p-6">
        <h3 id="savings-results-heading" className="text-lg font-bold text-ink">
          {results.heading}
        </h3>
        {estimate.ok ? (
          <dl className="mt-4 divide-y divide-line [overflow-wrap:anywhere]">
            <Row term={results.transactions} value={formatCount(estimate.figures.transactions)} />
            <Row term={results.current} value={`${formatDollars(estimate.figures.currentCost)} ${results.perMonth}`} />
            <Row
              term={results.startingRate}
              value={`${formatDollars(estimate.figures.startingRateCost)} ${results.perMonth}`}
              note={saving(estimate.figures.startingRateSaving)}
            />
            <Row term={results.cashDiscount} value={results.cashDiscountCost} note={saving(estimate.figures.cashDiscountSaving)} />
          </dl>
        ) : (
          <p className="mt-4 font-medium text-ink">{results.invalid}</p>
        )}
        <p className="mt-4 text-sm text-ink-muted">{copy.assumptions}</p>
      </section>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

function Row({ term, value, note }: { term: string; value: string; note?: string }) {
  return (
    <div className="grid gap-1 py-3 first:pt-0 last:pb-0">
      <dt className="text-sm text-ink-muted">{term}</dt>
      <dd className="text-xl font-bold text-ink">{value}</dd>
      {note ? <dd className="font-semibold text-brand-strong">{note}</dd> : null}
    </div>
  );
}
