import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ContentTabs, type ContentTab } from '@/components/customers/content-tabs';

const tabs: ContentTab[] = [
  { value: 'sms', label: 'SMS', content: <p>Text message preview</p> },
  { value: 'email', label: 'Email', content: <p>Email preview</p> },
  { value: 'push', label: 'Push', content: <p>Push preview</p> },
];

let cleanups: (() => void)[] = [];
const afterThis = (cleanup: () => void) => cleanups.push(cleanup);
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
});

const selected = () => screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true');
const activePanel = () => document.querySelector('[role="tabpanel"][data-state="active"]');
/** A press of the primary button or a finger: this jsdom has no PointerEvent, and fireEvent's fallback drops `button`. */
const press = (element: Element, type: 'pointerdown' | 'pointerup') => fireEvent(element, new MouseEvent(type, { bubbles: true, button: 0 }));

test('the server HTML holds every panel as ARIA tabs with a roving tabindex, and no tab library', () => {
  const html = renderToString(<ContentTabs label="Channels" tabs={tabs} />);
  document.body.innerHTML = html;
  afterThis(() => (document.body.innerHTML = ''));
  expect(screen.getByRole('tablist', { name: 'Channels' })).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((tab) => [tab.textContent, tab.getAttribute('tabindex'), tab.getAttribute('aria-selected')])).toEqual([
    ['SMS', '0', 'true'],
    ['Email', '-1', 'false'],
    ['Push', '-1', 'false'],
  ]);
  for (const text of ['Text message preview', 'Email preview', 'Push preview']) expect(html).toContain(text);
  const panel = document.getElementById(screen.getAllByRole('tab')[0]!.getAttribute('aria-controls')!);
  expect(panel).toHaveTextContent('Text message preview');
  expect(panel).toHaveAttribute('aria-labelledby', screen.getAllByRole('tab')[0]!.id);
  expect(html).not.toContain('data-radix');
});

test('arrow keys pressed before Radix has loaded move the selection and the focus, then Radix keeps them', async () => {
  render(<ContentTabs label="Channels" tabs={tabs} />);
  const [sms] = screen.getAllByRole('tab');
  // Focus starts loading Radix; the key that follows at once is handled before it arrives.
  act(() => sms!.focus());
  fireEvent.keyDown(sms!, { key: 'ArrowRight' });
  expect(selected().map((tab) => tab.textContent)).toEqual(['Email']);
  expect(screen.getByRole('tab', { name: 'Email' })).toHaveFocus();
  expect(activePanel()).toHaveTextContent('Email preview');
  fireEvent.keyDown(screen.getByRole('tab', { name: 'Email' }), { key: 'End' });
  expect(selected().map((tab) => tab.textContent)).toEqual(['Push']);

  // Radix takes over with the same selection, and the selected tab keeps the focus.
  await waitFor(() => expect(document.querySelector('[data-radix-collection-item]')).not.toBeNull(), { timeout: 15_000 });
  expect(selected().map((tab) => tab.textContent)).toEqual(['Push']);
  expect(screen.getByRole('tab', { name: 'Push' })).toHaveFocus();
  expect(activePanel()).toHaveTextContent('Push preview');
  fireEvent.keyDown(screen.getByRole('tab', { name: 'Push' }), { key: 'ArrowRight' }); // wraps round
  await waitFor(() => expect(selected().map((tab) => tab.textContent)).toEqual(['SMS']));
});

test('a click before Radix has loaded selects the tab', async () => {
  render(<ContentTabs label="Channels" tabs={tabs} />);
  fireEvent.pointerDown(screen.getByRole('tab', { name: 'Push' }));
  fireEvent.click(screen.getByRole('tab', { name: 'Push' }));
  expect(selected().map((tab) => tab.textContent)).toEqual(['Push']);
  await waitFor(() => expect(document.querySelector('[data-radix-collection-item]')).not.toBeNull(), { timeout: 15_000 });
  expect(activePanel()).toHaveTextContent('Push preview');
});

test('Radix waits for a press on a tab to end before it takes over, so the press keeps its element and its click selects', async () => {
  render(<ContentTabs label="Channels" tabs={tabs} />);
  const email = screen.getByRole('tab', { name: 'Email' });
  // The press starts loading Radix (a phone has no hover before it), and focuses the tab.
  press(email, 'pointerdown');
  act(() => email.focus());
  // Radix's chunk arrives while the button is still down.
  await act(() => import('@/components/customers/radix-content-tabs'));
  // The pressed element is still the page's: a browser drops the click of a press whose element was replaced.
  expect(email.isConnected).toBe(true);
  expect(document.querySelector('[data-radix-collection-item]')).toBeNull();
  press(email, 'pointerup');
  fireEvent.click(email);
  expect(selected().map((tab) => tab.textContent)).toEqual(['Email']);
  // Then Radix takes over, with the tab chosen by that click selected and focused.
  await waitFor(() => expect(document.querySelector('[data-radix-collection-item]')).not.toBeNull(), { timeout: 15_000 });
  expect(selected().map((tab) => tab.textContent)).toEqual(['Email']);
  expect(screen.getByRole('tab', { name: 'Email' })).toHaveFocus();
  expect(activePanel()).toHaveTextContent('Email preview');
});

test('a press that ends without a click (a finger that scrolls) lets Radix take over', async () => {
  render(<ContentTabs label="Channels" tabs={tabs} />);
  const push = screen.getByRole('tab', { name: 'Push' });
  press(push, 'pointerdown');
  await act(() => import('@/components/customers/radix-content-tabs'));
  expect(document.querySelector('[data-radix-collection-item]')).toBeNull();
  fireEvent.pointerCancel(push);
  await waitFor(() => expect(document.querySelector('[data-radix-collection-item]')).not.toBeNull(), { timeout: 15_000 });
  expect(selected().map((tab) => tab.textContent)).toEqual(['SMS']);
});
