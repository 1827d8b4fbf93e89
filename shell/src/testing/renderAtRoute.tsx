import '@testing-library/jest-dom/vitest';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@sellphones/ui';
import type { AppConfig } from '@sellphones/contracts';
import { setAppConfig } from '../config/app-config-store.ts';
import { ShellLocale } from '../language/ShellLocale.tsx';

export const TEST_CONFIG: AppConfig = {
  apiUrl: 'http://api.test',
  firebase: { apiKey: 'test-key', authDomain: 'test.firebaseapp.com', projectId: 'demo-test' },
};

/** Renders one shell page at a path, inside the theme and a router, as the app would. */
export function renderAtRoute(path: string, element: ReactElement, config: AppConfig = TEST_CONFIG) {
  setAppConfig(config);
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  return render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
}

/** Renders a route table at `path` in the reader's language, as the app would; the router tells where a page went. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <ThemeProvider theme={theme}>
      <ShellLocale>
        <RouterProvider router={router} />
      </ShellLocale>
    </ThemeProvider>,
  );
  return router;
}
