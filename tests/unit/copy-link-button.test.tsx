import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { CopyLinkButton } from '@/components/blog/copy-link-button';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('CopyLinkButton', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.clearAllMocks();
  });

  it('copies the address, reads "Copied!" for exactly 2 seconds and confirms with a toast', async () => {
    jest.useFakeTimers();
    const writeText = jest.fn(async () => {});
    stubClipboard(writeText);
    render(<CopyLinkButton />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy Link' })));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Link copied!', { description: 'Blog post link copied to clipboard' });
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
  });

  it('shows a destructive toast when the clipboard refuses', async () => {
    stubClipboard(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    render(<CopyLinkButton />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy Link' })));
    expect(toast.error).toHaveBeenCalledWith('Failed to copy', { description: 'Could not copy link to clipboard' });
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
  });
});
