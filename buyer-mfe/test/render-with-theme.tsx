import { render } from '@testing-library/react';
import { theme } from '@sellphones/ui';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';

function ShellProviders({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </MemoryRouter>
  );
}

/** What the shell gives a remote's components: the theme and the router (kept on rerender). */
export function renderWithTheme(ui: ReactNode) {
  return render(ui, { wrapper: ShellProviders });
}
