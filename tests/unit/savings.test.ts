/** @jest-environment node */
import {
  estimateSavings,
  formatCount,
  formatDollars,
  inputFromQuery,
  parseDecimal,
  queryFromInput,
  roundDollars,
  savingsDefaults,
  type SavingsFigures,
  type SavingsInput,
} from '@/lib/savings';
import { startingRatePercent } from '@/content/pricing';

const figures = (input: SavingsInput): SavingsFigures => {
  const estimate = estimateSavings(input, startingRatePercent);
  if (!estimate.ok) throw new Error(`expected figures, got ${JSON.stringify(estimate.problems)}`);
  return estimate.figures;
};

/** What the page prints for each figure. */
const shown = (f: SavingsFigures) => ({
  transactions: formatCount(f.transactions),
  current: formatDollars(f.currentCost),
  startingRateCost: formatDollars(f.startingRateCost),
  startingRateSaving: formatDollars(f.startingRateSaving),
  startingRateYearly: formatDollars(f.startingRateSaving * 12),
  cashDiscountSaving: formatDollars(f.cashDiscountSaving),
  cashDiscountYearly: formatDollars(f.cashDiscountSaving * 12),
});

const problemsOf = (input: Partial<SavingsInput>) => {
  const estimate = estimateSavings({ ...savingsDefaults, ...input }, startingRatePercent);
  return estimate.ok ? {} : estimate.problems;
};

test('the starting rate is the 0.5% the site quotes', () => {
  expect(startingRatePercent).toBe(0.5);
});

test('the defaults give the worked example: $1,470 now, $1,320 ($15,840) saved at the starting rate, $1,470 ($17,640) with cash discount', () => {
  expect(savingsDefaults).toEqual({ sales: '30000', ticket: '15', rate: '2.9', fee: '0.30' });
  expect(shown(figures(savingsDefaults))).toEqual({
    transactions: '2,000',
    current: '$1,470',
    startingRateCost: '$150',
    startingRateSaving: '$1,320',
    startingRateYearly: '$15,840',
    cashDiscountSaving: '$1,470',
    cashDiscountYearly: '$17,640',
  });
});

test('50,000 in $25 tickets at 3.2% + $0.10: $1,800 now, $1,550 ($18,600) and $1,800 ($21,600) saved', () => {
  expect(shown(figures({ sales: '50,000', ticket: '25', rate: '3.2', fee: '0.10' }))).toEqual({
    transactions: '2,000',
    current: '$1,800',
    startingRateCost: '$250',
    startingRateSaving: '$1,550',
    startingRateYearly: '$18,600',
    cashDiscountSaving: '$1,800',
    cashDiscountYearly: '$21,600',
  });
});

test('a business already paying less than the starting rate saves nothing, never a negative amount', () => {
  const f = figures({ sales: '10000', ticket: '20', rate: '0.2', fee: '0' });
  expect(f.currentCost).toBeCloseTo(20);
  expect(f.startingRateSaving).toBe(0);
  expect(formatDollars(f.startingRateSaving)).toBe('$0');
  expect(f.cashDiscountSaving).toBeCloseTo(20);
});

test('zero sales cost nothing and save nothing; -0 is zero, printed without a sign', () => {
  const f = figures({ ...savingsDefaults, sales: '-0' });
  expect(shown(f)).toMatchObject({ transactions: '0', current: '$0', startingRateSaving: '$0', cashDiscountSaving: '$0' });
  expect(parseDecimal('-0')).toBe(0);
  expect(Object.is(parseDecimal('-0'), -0)).toBe(false);
  expect(formatDollars(-0)).toBe('$0');
  expect(formatDollars(-0.4)).toBe('$0');
});

test('amounts read exactly as Intl.NumberFormat writes them in en-US and es-US, without loading it in the browser', () => {
  const values = [0, 0.4, 0.5, 1, 5, 12, 999, 999.5, 1000, 1234, 12345, 123456, 1234567, 98765432, 2 ** 53, 1e21, 12345678901234567890];
  for (const tag of ['en-US', 'es-US']) {
    const dollars = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });
    const count = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
    for (const value of [...values, ...values.map((v) => -v - 1)]) {
      expect(formatDollars(value)).toBe(dollars.format(roundDollars(value)));
      expect(formatCount(value)).toBe(count.format(roundDollars(value)));
    }
  }
  expect(formatDollars(1320)).toBe('$1,320');
  expect(formatDollars(-5)).toBe('-$5');
  expect(formatCount(2000)).toBe('2,000');
});

describe('parseDecimal reads what people type and paste', () => {
  it.each([
    ['30000', 30000],
    ['12,000.50', 12000.5],
    ['1,234,567', 1234567],
    ['$15', 15],
    ['  2.9 % ', 2.9],
    ['0.30', 0.3],
    ['.5', 0.5],
    ['5.', 5],
    ['-3', -3],
  ])('%j is %d', (raw, value) => {
    expect(parseDecimal(raw)).toBe(value);
  });

  it.each(['', '   ', 'abc', '12abc', '1e400', '1e3', 'Infinity', 'NaN', '0x10', '12.5.1', '1,00', '12,0000', '--1', '.', '$'])(
    '%j is not a number',
    (raw) => {
      expect(parseDecimal(raw)).toBeNull();
    },
  );

  it('a 400-digit number (past the largest double) is not a number', () => {
    expect(parseDecimal('9'.repeat(400))).toBeNull();
  });
});

describe('bad input is refused with a reason, never thrown', () => {
  it('empty, negative or non-numeric amounts', () => {
    expect(problemsOf({ sales: '' })).toEqual({ sales: 'amount' });
    expect(problemsOf({ sales: '-5' })).toEqual({ sales: 'amount' });
    expect(problemsOf({ fee: 'ten cents' })).toEqual({ fee: 'amount' });
    expect(problemsOf({ ticket: '1e400' })).toEqual({ ticket: 'amount' });
    expect(problemsOf({ sales: 'abc', ticket: '', rate: 'x', fee: '-1' })).toEqual({ sales: 'amount', ticket: 'amount', rate: 'rate', fee: 'amount' });
  });

  it('an average ticket of 0 (or under a cent)', () => {
    expect(problemsOf({ ticket: '0' })).toEqual({ ticket: 'ticketZero' });
    expect(problemsOf({ ticket: '-0' })).toEqual({ ticket: 'ticketZero' });
    expect(problemsOf({ ticket: '0.001' })).toEqual({ ticket: 'ticketZero' });
    expect(problemsOf({ ticket: '0.01' })).toEqual({});
  });

  it('a rate outside 0% to 10%', () => {
    expect(problemsOf({ rate: '10.01' })).toEqual({ rate: 'rate' });
    expect(problemsOf({ rate: '-1' })).toEqual({ rate: 'rate' });
    expect(problemsOf({ rate: '' })).toEqual({ rate: 'rate' });
    expect(problemsOf({ rate: '10' })).toEqual({});
    expect(problemsOf({ rate: '0' })).toEqual({});
  });

  it('amounts past a billion dollars, which would only be typos', () => {
    expect(problemsOf({ sales: '1000000001' })).toEqual({ sales: 'tooLarge' });
    expect(problemsOf({ sales: '1,000,000,000' })).toEqual({});
  });

  it('the largest accepted inputs still give finite figures', () => {
    const f = figures({ sales: '1000000000', ticket: '0.01', rate: '10', fee: '1000000000' });
    for (const value of Object.values(f)) expect(Number.isFinite(value)).toBe(true);
    expect(formatDollars(f.currentCost)).toMatch(/^\$[\d,]+$/);
  });
});

describe('rounding to whole dollars', () => {
  it('rounds half up after settling binary noise', () => {
    expect(roundDollars(0.029 * 30000)).toBe(870);
    expect(roundDollars(2.5)).toBe(3);
    expect(roundDollars(2.4999)).toBe(2);
    expect(roundDollars(1.005 * 1000)).toBe(1005);
    // 1,000 in $10 tickets at 3% + $0.255: 30 + 25.50 = 55.50, shown as $56.
    expect(formatDollars(figures({ sales: '1000', ticket: '10', rate: '3', fee: '0.255' }).currentCost)).toBe('$56');
  });

  it('prints thousands separators and no cents', () => {
    expect(formatDollars(1320)).toBe('$1,320');
    expect(formatDollars(1234567.89)).toBe('$1,234,568');
    expect(formatCount(1999.5)).toBe('2,000');
  });

  it('works the yearly saving from the exact monthly one', () => {
    // 105.50 a month is shown as $106 a month and $1,266 a year (not 12 × $106 = $1,272).
    const f = figures({ sales: '1000', ticket: '10', rate: '0', fee: '1.055' });
    expect(formatDollars(f.cashDiscountSaving)).toBe('$106');
    expect(formatDollars(f.cashDiscountSaving * 12)).toBe('$1,266');
  });
});

describe('the URL query', () => {
  it('round-trips the four inputs', () => {
    const input = { sales: '50000', ticket: '25', rate: '3.2', fee: '0.10' };
    expect(queryFromInput(input)).toBe('?sales=50000&ticket=25&rate=3.2&fee=0.10');
    expect(inputFromQuery(queryFromInput(input))).toEqual(input);
  });

  it('keeps the defaults for absent values and ignores other parameters', () => {
    expect(inputFromQuery('?rate=3.5&utm_source=mail')).toEqual({ ...savingsDefaults, rate: '3.5' });
    expect(inputFromQuery('')).toEqual(savingsDefaults);
  });

  it('carries odd values through to the parser instead of failing', () => {
    const input = inputFromQuery('?sales=12%2C000.50&ticket=abc&fee=1e400');
    expect(input).toMatchObject({ sales: '12,000.50', ticket: 'abc', fee: '1e400' });
    expect(estimateSavings(input, startingRatePercent)).toEqual({ ok: false, problems: { ticket: 'amount', fee: 'amount' } });
    expect(inputFromQuery(`?sales=${'9'.repeat(5000)}`).sales).toHaveLength(40);
  });
});
