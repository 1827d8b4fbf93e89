import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmptyState } from '../src/EmptyState.tsx';
import { ListStates } from '../src/ListStates.tsx';
import { theme } from '../src/theme.ts';

afterEach(cleanup);

const query = (state: { isPending?: boolean; isError?: boolean }) => ({
  isPending: false,
  isError: false,
  error: state.isError ? new Error('socket hang up') : null,
  refetch: vi.fn(),
  ...state,
});

function renderList(list: ReturnType<typeof query>, items: string[] | undefined) {
  render(
    <ThemeProvider theme={theme}>
      <ListStates query={list} items={items} failed="Your sales could not be loaded." empty={<EmptyState title="No sales yet." />}>
        {(shown) => (
          <ul>
            {shown.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </ListStates>
    </ThemeProvider>,
  );
}

describe('a list while it loads, fails, is empty or has items', () => {
  it('says it is loading while the query is on its way', () => {
    renderList(query({ isPending: true }), undefined);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says what failed and reads again on Try again', async () => {
    const failed = query({ isError: true });
    renderList(failed, undefined);
    expect(screen.getByRole('alert').textContent).toContain('Your sales could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state when there is nothing, and the items otherwise', () => {
    renderList(query({}), []);
    expect(screen.getByText('No sales yet.')).toBeTruthy();
    cleanup();
    renderList(query({}), ['Redmi Note 13', 'Galaxy A15']);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Redmi Note 13', 'Galaxy A15']);
  });
});
