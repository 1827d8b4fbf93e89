import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { vi } from 'vitest';
import type { Notify, ShellApi } from '@sellphones/contracts';
import { theme } from '@sellphones/ui';

/** A signed-in seller's shell whose calls a test scripts. */
export function stubShell(overrides: Partial<ShellApi> = {}): ShellApi {
  const notify = Object.assign(vi.fn(() => 'toast'), { dismiss: vi.fn() }) as unknown as Notify;
  return {
    user: { uid: 'seller-uid', email: 'seller@example.test', name: 'Rahim', photoURL: null },
    role: 'seller',
    apiUrl: 'http://api.test',
    getToken: async () => 'token',
    request: vi.fn(async () => undefined) as ShellApi['request'],
    uploadImage: vi.fn(async () => ({ success: true, data: { display_url: 'http://api.test/images/x.webp' } })),
    notify,
    signOut: vi.fn(async () => undefined),
    navigate: vi.fn(),
    ...overrides,
  };
}

/** The providers the shell gives a remote: theme, router and a react-query client. */
export function renderWithShell(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}
