import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { vi } from 'vitest';
import type { KeptOnDevice, Notify, ShellApi } from '@sellphones/contracts';
import { theme } from '@sellphones/ui';

/** What the shell keeps on one device for the account, in memory; `full` refuses to keep anything. */
export function memoryDevice({ full = false } = {}): KeptOnDevice & { kept: Map<string, string> } {
  const kept = new Map<string, string>();
  return {
    kept,
    read: (name) => kept.get(name) ?? null,
    write: (name, value) => {
      if (full) return false;
      kept.set(name, value);
      return true;
    },
    forget: (name) => void kept.delete(name),
  };
}

/** A signed-in seller's shell whose calls a test scripts. */
export function stubShell(overrides: Partial<ShellApi> = {}): ShellApi {
  const notify = Object.assign(vi.fn(() => 'toast'), { dismiss: vi.fn() }) as unknown as Notify;
  return {
    user: { uid: 'seller-uid', email: 'seller@example.test', name: 'Rahim', photoURL: null },
    role: 'seller',
    keptOnDevice: memoryDevice(),
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
