/**
 * The savings calculator's maths, free of React and of any copy so the island stays small
 * and the figures can be unit-tested: what card processing costs a business today, what it
 * would cost at Ladle's starting rate, and what the cash discount program leaves of it.
 *
 * Inputs arrive as the text a visitor typed or pasted (or a URL query value), so parsing is
 * part of the job: anything that is not a plain decimal number is refused with a reason,
 * never thrown.
 */

export const savingsFields = ['sales', 'ticket', 'rate', 'fee'] as const;
export type SavingsField = (typeof savingsFields)[number];
export type SavingsInput = Record<SavingsField, string>;

/** The worked example the server HTML shows: $30,000 a month in $15 tickets at 2.9% + $0.30. */
export const savingsDefaults: SavingsInput = { sales: '30000', ticket: '15', rate: '2.9', fee: '0.30' };

/** Why a field was refused; the page maps each to a sentence. */
export type SavingsProblem = 'amount' | 'tooLarge' | 'ticketZero' | 'rate';

/** No monthly figure above this is a card-sales estimate; it also keeps every sum finite. */
export const MAX_AMOUNT = 1_000_000_000;
export const MAX_RATE_PERCENT = 10;
/** A ticket under a cent is a typo, and dividing by it would send the sums past any number. */
export const MIN_TICKET = 0.01;

export type SavingsFigures = {
  transactions: number;
  currentCost: number;
  startingRateCost: number;
  startingRateSaving: number;
  /** With cash discount the card price covers processing: the whole current cost is saved. */
  cashDiscountSaving: number;
};

export type SavingsEstimate =
  | { ok: true; figures: SavingsFigures }
  | { ok: false; problems: Partial<Record<SavingsField, SavingsProblem>> };

/**
 * "12,000.50", "$15", " 2.9 %" and "-0" read as numbers; "1e400", "0x10", "12.5.1", letters
 * and an empty field do not (null). Commas count only as thousands separators.
 */
export function parseDecimal(raw: string): number | null {
  let text = raw.trim().replace(/^\$\s*/, '').replace(/\s*%$/, '');
  const negative = text.startsWith('-');
  if (negative) text = text.slice(1);
  if (/^\d{1,3}(,\d{3})+(\.\d*)?$/.test(text)) text = text.replaceAll(',', '');
  if (!/^(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return null;
  // "-0" is zero; adding 0 turns -0 into 0 so no "-$0" is ever printed.
  return (negative ? -value : value) + 0;
}

function amountProblem(value: number | null): SavingsProblem | undefined {
  if (value === null || value < 0) return 'amount';
  if (value > MAX_AMOUNT) return 'tooLarge';
  return undefined;
}

/** The estimate for what was typed, with `startingRatePercent` as Ladle's starting rate. */
export function estimateSavings(input: SavingsInput, startingRatePercent: number): SavingsEstimate {
  const sales = parseDecimal(input.sales);
  const ticket = parseDecimal(input.ticket);
  const rate = parseDecimal(input.rate);
  const fee = parseDecimal(input.fee);

  const problems: Partial<Record<SavingsField, SavingsProblem>> = {};
  const add = (field: SavingsField, problem: SavingsProblem | undefined) => {
    if (problem) problems[field] = problem;
  };
  add('sales', amountProblem(sales));
  add('ticket', amountProblem(ticket) ?? (ticket !== null && ticket < MIN_TICKET ? 'ticketZero' : undefined));
  add('rate', rate === null || rate < 0 || rate > MAX_RATE_PERCENT ? 'rate' : undefined);
  add('fee', amountProblem(fee));
  if (sales === null || ticket === null || rate === null || fee === null || Object.keys(problems).length > 0) {
    return { ok: false, problems };
  }

  const transactions = sales / ticket;
  const currentCost = (sales * rate) / 100 + transactions * fee;
  const startingRateCost = (sales * startingRatePercent) / 100;
  return {
    ok: true,
    figures: {
      transactions,
      currentCost,
      startingRateCost,
      // A business already paying less than the starting rate saves nothing: never a negative.
      startingRateSaving: Math.max(0, currentCost - startingRateCost),
      cashDiscountSaving: currentCost,
    },
  };
}

/**
 * Whole dollars. Sums of decimal inputs carry binary noise (2.9% of 30,000 is
 * 869.9999999999999), so the value is settled to a millionth before rounding half up.
 */
export function roundDollars(value: number) {
  return Math.round(Math.round(value * 1e6) / 1e6) + 0;
}

/**
 * A whole number as both of our Intl locales write it (en-US and es-US): a minus sign, then the
 * digits in groups of three with commas. tests/unit/savings.test.ts holds it to
 * Intl.NumberFormat's output in both. Not Intl.NumberFormat itself: in the browser, the first
 * currency formatter loads ICU's locale data, which took 30 ms of main thread inside the
 * calculator's hydration on /pricing (traces, docs/performance.md).
 */
function groupThousands(whole: number, prefix = '') {
  // Only a parsed, finite figure reaches here; anything else is printed as JavaScript does.
  if (!Number.isFinite(whole)) return String(whole);
  // The shortest digits that name the number, then zeros, never an exponent: what Intl prints.
  const [mantissa = '', exponent = '0'] = Math.abs(whole).toExponential().split('e');
  const digits = mantissa.replace('.', '').padEnd(Number(exponent) + 1, '0').replace(/\B(?=(\d{3})+$)/g, ',');
  return `${whole < 0 ? '-' : ''}${prefix}${digits}`;
}

/** "$1,320", "-$5" (whole dollars, rounded as `roundDollars`) */
export function formatDollars(value: number) {
  return groupThousands(roundDollars(value), '$');
}

/** "2,000" */
export function formatCount(value: number) {
  return groupThousands(roundDollars(value));
}

/**
 * The four values a link carries (`?sales=&ticket=&rate=&fee=`), from the query string or from
 * the query as Next hands a page its `searchParams`; absent ones keep their default, a repeated
 * one its first value, each cut to 40 characters.
 */
export function inputFromQuery(
  query: string | Readonly<Record<string, string | string[] | undefined>>,
  fallback: SavingsInput = savingsDefaults,
): SavingsInput {
  const params = new URLSearchParams(typeof query === 'string' ? query : undefined);
  const read = (field: SavingsField) => (typeof query === 'string' ? params.get(field) : [query[field] ?? []].flat()[0]);
  const input = { ...fallback };
  for (const field of savingsFields) {
    const value = read(field);
    if (typeof value === 'string') input[field] = value.slice(0, 40);
  }
  return input;
}

/** "?sales=50000&ticket=25&rate=3.2&fee=0.10" */
export function queryFromInput(input: SavingsInput) {
  return `?${new URLSearchParams(savingsFields.map((field) => [field, input[field].trim()])).toString()}`;
}
