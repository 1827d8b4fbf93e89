import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notify, ToastHost } from '../src/toasts.tsx';

beforeAll(() => {
  // react-hot-toast asks whether motion is reduced; jsdom has no matchMedia.
  window.matchMedia ??= ((query: string) => ({ matches: true, media: query })) as unknown as typeof window.matchMedia;
});

afterEach(() => {
  act(() => notify.dismiss());
  cleanup();
});

describe('toasts', () => {
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
});
