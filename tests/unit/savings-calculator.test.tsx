import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { SavingsCalculator } from '@/components/pricing/savings-calculator';
import { calculatorCopy, startingRatePercent } from '@/content/pricing';
import { inputFromQuery, savingsDefaults, type SavingsInput } from '@/lib/savings';

const { labels, problems, results } = calculatorCopy;

const calculator = (initial: SavingsInput = savingsDefaults) => (
  <SavingsCalculator copy={calculatorCopy} startingRatePercent={startingRatePercent} initial={initial} action="/pricing#estimate" />
);

function renderCalculator(initial?: SavingsInput) {
  return render(calculator(initial));
}

const estimate = () => screen.getByRole('region', { name: results.heading });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  window.history.replaceState(null, '', '/');
  jest.useRealTimers();
});

test('the server HTML already holds the worked example for the defaults and the assumption', () => {
  const html = renderToString(calculator());
  for (const text of ['$1,470 a month', 'You save $1,320 a month ($15,840 a year)', 'You save $1,470 a month ($17,640 a year)', calculatorCopy.assumptions]) {
    expect(html).toContain(text);
  }
  for (const label of Object.values(labels)) expect(html).toContain(label);
});

test('typing updates the figures and the URL query', () => {
  renderCalculator();
  type(labels.sales, '50,000');
  type(labels.ticket, '25');
  type(labels.rate, '3.2');
  type(labels.fee, '0.10');
  const region = within(estimate());
  expect(region.getByText('$1,800 a month')).toBeInTheDocument();
  expect(region.getByText('You save $1,550 a month ($18,600 a year)')).toBeInTheDocument();
  expect(region.getByText('You save $1,800 a month ($21,600 a year)')).toBeInTheDocument();
  expect(window.location.search).toBe('?sales=50%2C000&ticket=25&rate=3.2&fee=0.10');
});

test('bad input gets its message beside the field, marks it invalid and hides the figures', () => {
  renderCalculator();
  type(labels.rate, '12');
  const rate = screen.getByLabelText(labels.rate);
  expect(rate).toHaveAttribute('aria-invalid', 'true');
  expect(rate).toHaveAccessibleDescription(`Percent ${problems.rate}`);
  expect(within(estimate()).getByText(results.invalid)).toBeInTheDocument();
  expect(within(estimate()).queryByText(/You save/)).toBeNull();

  type(labels.rate, '2.9');
  type(labels.ticket, '0');
  expect(screen.getByLabelText(labels.ticket)).toHaveAccessibleDescription(`US dollars ${problems.ticketZero}`);
  expect(screen.getByLabelText(labels.rate)).not.toHaveAttribute('aria-invalid');
  for (const raw of ['', '-5', 'letters', '1e400']) {
    type(labels.sales, raw);
    expect(screen.getByLabelText(labels.sales)).toHaveAccessibleDescription(`US dollars ${problems.amount}`);
  }
});

test("a link's query values are in the server HTML: its figures, or each bad field's message", () => {
  const html = renderToString(calculator(inputFromQuery({ sales: '50000', ticket: '25', rate: '3.2', fee: '0.10' })));
  expect(html).toContain('value="50000"');
  expect(html).toContain('You save $1,550 a month ($18,600 a year)');
  const bad = renderToString(calculator(inputFromQuery({ rate: '25', ticket: '0' })));
  for (const text of [problems.rate, problems.ticketZero, results.invalid]) expect(bad).toContain(text.replaceAll("'", '&#x27;'));
  expect(bad).not.toContain('You save');
});

test('without script the form sends its four values by GET to the page, from a button named in the catalogue', () => {
  renderCalculator();
  const form = screen.getByRole('form', { name: calculatorCopy.title });
  expect(form).toHaveAttribute('method', 'get');
  expect(form).toHaveAttribute('action', '/pricing#estimate');
  expect(within(form).getByRole('button', { name: calculatorCopy.submit })).toHaveAttribute('type', 'submit');
  expect([...new FormData(form as HTMLFormElement).keys()]).toEqual(['sales', 'ticket', 'rate', 'fee']);
});

test('with script the button keeps the page and reads the estimate out at once', () => {
  jest.useFakeTimers();
  const { container } = renderCalculator();
  const live = container.querySelector('[aria-live="polite"]')!;
  type(labels.fee, '0.10');
  const submitted = fireEvent.submit(screen.getByRole('form', { name: calculatorCopy.title }));
  expect(submitted).toBe(false);
  expect(live).toHaveTextContent(
    'What you pay now: $1,070 a month. At Ladle’s starting rate of 0.5%: You save $920 a month ($11,040 a year). With the cash discount program: You save $1,070 a month ($12,840 a year).',
  );
});

test('the new figures are announced politely once typing pauses, in one sentence', () => {
  jest.useFakeTimers();
  const { container } = renderCalculator();
  const live = container.querySelector('[aria-live="polite"]')!;
  expect(live).toHaveTextContent('');
  type(labels.sales, '5');
  type(labels.sales, '50000');
  type(labels.ticket, '25');
  type(labels.rate, '3.2');
  type(labels.fee, '0.10');
  act(() => jest.advanceTimersByTime(300));
  expect(live).toHaveTextContent('');
  act(() => jest.advanceTimersByTime(1000));
  expect(live).toHaveTextContent(
    'What you pay now: $1,800 a month. At Ladle’s starting rate of 0.5%: You save $1,550 a month ($18,600 a year). With the cash discount program: You save $1,800 a month ($21,600 a year).',
  );
  type(labels.fee, 'x');
  act(() => jest.advanceTimersByTime(1000));
  expect(live).toHaveTextContent(results.invalid);
});

test('a saving that would be negative reads as no saving', () => {
  renderCalculator();
  type(labels.rate, '0.1');
  type(labels.fee, '0');
  expect(within(estimate()).getByText(results.noSaving)).toBeInTheDocument();
  expect(within(estimate()).queryByText(/-\$/)).toBeNull();
});
