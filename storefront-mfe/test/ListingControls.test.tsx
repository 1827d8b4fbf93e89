import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListingControls } from '../src/category/ListingControls.tsx';
import { renderWithShellProviders } from './render-with-shell-providers.tsx';

afterEach(cleanup);

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
  });
});
