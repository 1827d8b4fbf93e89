import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '@sellphones/ui';
import { HeaderSearch } from './HeaderSearch.tsx';

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeProvider theme={theme}>
        <HeaderSearch />
        <Routes>
          <Route path="*" element={<Address />} />
        </Routes>
      </ThemeProvider>
    </MemoryRouter>,
  );
}

describe('the header search box', () => {
  it('opens the results page for the words typed, on Enter', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const box = screen.getByRole('searchbox', { name: 'Search phones by model' });
    await user.type(box, '  redmi note13 {Enter}');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/search?q=redmi+note13');
  });

  it('says what to do when nothing was typed, and clears the message on typing', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Type the model you are looking for.');
    const box = screen.getByRole('searchbox', { name: 'Search phones by model' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Type the model you are looking for.');
    expect(box).toHaveFocus();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/$/);
    await user.type(box, 's');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the words of the search page it is on', () => {
    renderAt('/search?q=samsng&sort=price-asc');
    expect(screen.getByRole('searchbox', { name: 'Search phones by model' })).toHaveValue('samsng');
  });
});
