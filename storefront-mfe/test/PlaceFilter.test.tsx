import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingState } from '@sellphones/contracts';
import { ListingControls } from '../src/category/ListingControls.tsx';
import { renderWithShellProviders } from './render-with-shell-providers.tsx';

afterEach(cleanup);

function renderControls(state: Partial<ListingState> = {}) {
  const onChange = vi.fn();
  renderWithShellProviders(<ListingControls state={{ sort: 'newest', page: 3, ...state }} onChange={onChange} />);
  return { onChange };
}

describe('the category page place filter', () => {
  it('asks for a division first, then lists only its districts', async () => {
    renderControls();
    const district = screen.getByLabelText('District') as HTMLSelectElement;
    expect(district.disabled).toBe(true);
    expect(district.options[0]!.text).toBe('Pick a division');
    cleanup();

    renderControls({ division: 'mymensingh' });
    const options = [...(screen.getByLabelText('District') as HTMLSelectElement).options].map((o) => o.text);
    expect(options).toEqual(['All districts', 'Jamalpur', 'Mymensingh', 'Netrokona', 'Sherpur']);
  });

  it('filters at once from page 1, and a new division clears the district', async () => {
    const { onChange } = renderControls({ division: 'dhaka', district: 'gazipur' });
    await userEvent.selectOptions(screen.getByLabelText('Division'), 'Khulna');
    expect(onChange).toHaveBeenLastCalledWith({ sort: 'newest', page: 1, division: 'khulna', district: undefined });
    await userEvent.selectOptions(screen.getByLabelText('District'), 'Tangail');
    expect(onChange).toHaveBeenLastCalledWith({ sort: 'newest', page: 1, division: 'dhaka', district: 'tangail' });
  });
});
