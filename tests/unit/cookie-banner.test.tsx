import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CookieBanner } from '@/components/consent/cookie-banner';
import { CONSENT_KEY, COOKIE_BANNER_DELAY_MS } from '@/lib/consent';

describe('CookieBanner', () => {
  beforeEach(() => {
    window.localStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('appears only after 2 seconds and stores Accept All as "accepted"', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<CookieBanner locale="en" />);
    act(() => jest.advanceTimersByTime(COOKIE_BANNER_DELAY_MS - 100));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe('accepted');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('stores Decline as "declined"', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<CookieBanner locale="en" />);
    act(() => jest.advanceTimersByTime(COOKIE_BANNER_DELAY_MS));
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe('declined');
  });

  it('stays away when a choice is already stored', () => {
    window.localStorage.setItem(CONSENT_KEY, 'declined');
    render(<CookieBanner locale="en" />);
    act(() => jest.advanceTimersByTime(COOKIE_BANNER_DELAY_MS * 2));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });
});
