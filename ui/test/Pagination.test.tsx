import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from '../src/Pagination.tsx';
import { theme } from '../src/theme.ts';

afterEach(cleanup);

function renderPagination(page: number, pageCount: number) {
  const onPage = vi.fn();
  render(
    <ThemeProvider theme={theme}>
      <Pagination page={page} pageCount={pageCount} onPage={onPage} />
    </ThemeProvider>,
  );
  return onPage;
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('the pager', () => {
  it('says which page is shown and moves one page back or forward', async () => {
    const onPage = renderPagination(2, 3);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    await userEvent.click(button('Previous'));
    expect(onPage).toHaveBeenLastCalledWith(1);
    await userEvent.click(button('Next'));
    expect(onPage).toHaveBeenLastCalledWith(3);
  });

  it('cannot go before the first page or past the last', () => {
    renderPagination(1, 2);
    expect(button('Previous').disabled).toBe(true);
    expect(button('Next').disabled).toBe(false);
    cleanup();
    renderPagination(2, 2);
    expect(button('Previous').disabled).toBe(false);
    expect(button('Next').disabled).toBe(true);
  });

  it('keeps the keyboard on the pager when Next reaches the last page, or Previous the first', async () => {
    function Paged() {
      const [page, setPage] = useState(1);
      return <Pagination page={page} pageCount={2} onPage={setPage} />;
    }
    render(
      <ThemeProvider theme={theme}>
        <Paged />
      </ThemeProvider>,
    );
    button('Next').focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    // Next is disabled now: the keyboard is on Previous, not dropped on the page.
    expect(document.activeElement).toBe(button('Previous'));
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(button('Next'));
  });

  it('shows nothing when everything fits on one page', () => {
    renderPagination(1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
