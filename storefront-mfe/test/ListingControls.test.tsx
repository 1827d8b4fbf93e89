import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingState } from '@sellphones/contracts';
import { LocaleProvider } from '@sellphones/ui';
import { ListingControls } from '../src/category/ListingControls.tsx';
import { renderWithShellProviders } from './render-with-shell-providers.tsx';

afterEach(cleanup);

const descriptionOf = (box: HTMLElement) => document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent;

describe('the category page price filter', () => {
  it('reads prices typed in Bangla digits or with grouping commas, from page 1', async () => {
    const onChange = vi.fn();
    renderWithShellProviders(<ListingControls state={{ sort: 'newest', page: 3 }} onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Min price (৳)'), '১০,০০০');
    await userEvent.type(screen.getByLabelText('Max price (৳)'), '25,000');
    await userEvent.click(screen.getByRole('button', { name: 'Apply prices' }));
    expect(onChange).toHaveBeenLastCalledWith({ sort: 'newest', page: 1, minPrice: 10000, maxPrice: 25000 });
  });

  it('says so, and filters nothing, when a price is not a number', async () => {
    const onChange = vi.fn();
    renderWithShellProviders(<ListingControls state={{ sort: 'newest', page: 1 }} onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Min price (৳)'), 'cheap');
    await userEvent.click(screen.getByRole('button', { name: 'Apply prices' }));
    expect(screen.getByText('Prices must be positive numbers')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    // The box to correct is marked, described by the message and focused; the other is left alone.
    const min = screen.getByLabelText('Min price (৳)');
    expect(min.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(min)).toBe('Prices must be positive numbers');
    expect(document.activeElement).toBe(min);
    expect(screen.getByLabelText('Max price (৳)').hasAttribute('aria-invalid')).toBe(false);
  });

  it('marks both prices when the lowest is above the highest, and clears them once applied', async () => {
    const onChange = vi.fn();
    renderWithShellProviders(<ListingControls state={{ sort: 'newest', page: 1 }} onChange={onChange} />);
    const min = screen.getByLabelText('Min price (৳)');
    const max = screen.getByLabelText('Max price (৳)');
    await userEvent.type(min, '30000');
    await userEvent.type(max, '20000');
    await userEvent.click(screen.getByRole('button', { name: 'Apply prices' }));
    expect(onChange).not.toHaveBeenCalled();
    for (const box of [min, max]) {
      expect(box.getAttribute('aria-invalid')).toBe('true');
      expect(descriptionOf(box)).toBe('The lowest price must not be above the highest price');
    }
    expect(document.activeElement).toBe(min);

    await userEvent.clear(max);
    await userEvent.type(max, '40000');
    await userEvent.click(screen.getByRole('button', { name: 'Apply prices' }));
    expect(onChange).toHaveBeenLastCalledWith({ sort: 'newest', page: 1, minPrice: 30000, maxPrice: 40000 });
    expect(min.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the prices of the address it is on, as back or forward changes them', async () => {
    function FromAddress() {
      const [state, setState] = useState<ListingState>({ sort: 'newest', page: 1, minPrice: 100 });
      return (
        <>
          <button type="button" onClick={() => setState({ sort: 'newest', page: 1, minPrice: 200 })}>
            Back
          </button>
          <ListingControls state={state} onChange={setState} />
        </>
      );
    }
    renderWithShellProviders(<FromAddress />);
    const min = screen.getByLabelText('Min price (৳)') as HTMLInputElement;
    const max = screen.getByLabelText('Max price (৳)') as HTMLInputElement;
    expect(min.value).toBe('100');
    await userEvent.type(max, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(min.value).toBe('200');
    expect(max.value).toBe('');
  });

  it("shows the address's prices in the reader's digits, grouped as they read them", () => {
    renderWithShellProviders(
      <LocaleProvider language="bn" currency="BDT">
        <ListingControls state={{ sort: 'newest', page: 1, minPrice: 50_000, maxPrice: 150_000 }} onChange={vi.fn()} />
      </LocaleProvider>,
    );
    expect((screen.getByLabelText('সর্বনিম্ন দাম (৳)') as HTMLInputElement).value).toBe('৫০,০০০');
    expect((screen.getByLabelText('সর্বোচ্চ দাম (৳)') as HTMLInputElement).value).toBe('১,৫০,০০০');
    cleanup();
    renderWithShellProviders(<ListingControls state={{ sort: 'newest', page: 1, minPrice: 50_000 }} onChange={vi.fn()} />);
    expect((screen.getByLabelText('Min price (৳)') as HTMLInputElement).value).toBe('50,000');
  });
});
