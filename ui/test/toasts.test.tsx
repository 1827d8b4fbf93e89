import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notify, ToastHost } from '../src/toasts.tsx';

beforeAll(() => {
  // react-hot-toast asks whether motion is reduced; jsdom has no matchMedia.
  window.matchMedia ??= ((query: string) => ({
    matches: true,
    media: query,
  })) as unknown as typeof window.matchMedia;
});

afterEach(async () => {
  // Gone at once, not faded out: the next test starts with no toast on screen.
  const { default: toast } = await import('react-hot-toast');
  act(() => toast.remove());
  cleanup();
});

describe('toasts', () => {
  // First: the toast library is not loaded yet.
  it('dismisses a toast dismissed before the toasts were loaded, and shows later ones', async () => {
    render(<ToastHost />);
    act(() => {
      const id = notify('Uploading photo', 'loading');
      notify.dismiss(id);
      notify('Photo saved', 'success');
    });
    await screen.findByText('Photo saved');
    // A loading toast stays until dismissed: it leaves only if the dismiss came after it.
    await waitFor(() => expect(screen.queryByText('Uploading photo')).toBeNull(), {
      timeout: 3000,
    });
  });

  it('are put into one polite live region that was there before them', async () => {
    render(<ToastHost />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');

    act(() => {
      notify('Booked product successfully', 'success');
    });
    const message = await screen.findByText('Booked product successfully');
    // The same region, not a new one brought in with the text.
    expect(screen.getByRole('status')).toBe(region);
    expect(region.contains(message)).toBe(true);
    expect(document.querySelectorAll('[aria-live]')).toHaveLength(1);
  });

  it('keeps at most 20 on screen: the oldest goes first', async () => {
    render(<ToastHost />);
    act(() => {
      for (let i = 1; i <= 21; i++) notify(`Toast ${i}`);
    });
    await screen.findByText('Toast 21');
    await waitFor(() => expect(screen.queryByText('Toast 1')).toBeNull(), { timeout: 3000 });
    expect(screen.getByText('Toast 2')).toBeTruthy();
  });
});
