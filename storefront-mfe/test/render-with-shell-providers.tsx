import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@sellphones/ui';

/** A page's address and the route pattern it is mounted on (the shell's route table). */
interface At {
  url: string;
  route: string;
}

/** Renders a storefront piece with what the shell would give it: theme, router, query cache. */
export function renderWithShellProviders(ui: ReactElement, at?: At) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={at ? [at.url] : undefined}>
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          {at ? (
            <Routes>
              <Route path={at.route} element={ui} />
            </Routes>
          ) : (
            ui
          )}
        </QueryClientProvider>
      </ThemeProvider>
    </MemoryRouter>,
  );
}
