import { useMemo, useState, type ReactNode } from 'react';
import {
  createBrowserRouter,
  NavLink,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { createHttpClient, type ShellApi } from '@sellphones/contracts';
import { theme } from '../theme.ts';
import { createQueryClient } from '../query-client.ts';
import { notify, ToastHost } from '../toasts.tsx';
import { GlobalStyle } from '../GlobalStyle.tsx';
import { stubSessionFrom, type StubSession } from './stub-session.ts';

/**
 * A stand-in for the shell, so a remote can be developed on its own port. Each page sits at the
 * address the shell gives it (`pages`, e.g. `{ myProducts: '/dashboard/myProducts' }`), so deep
 * links and route params work; the session comes from the query string (see stub-session.ts),
 * which the page links keep.
 */
interface StandaloneShellProps<Page extends string> {
  pages: Record<Page, string>;
  render(shell: ShellApi, page: Page): ReactNode;
}

function useStubShell(session: StubSession): ShellApi {
  const navigate = useNavigate();
  return useMemo(() => {
    const getToken = async () => session.token;
    const http = createHttpClient({
      baseUrl: session.apiUrl,
      getToken,
      refreshToken: async () => null,
    });
    return {
      user: session.user,
      role: session.role,
      apiUrl: session.apiUrl,
      language: session.language,
      getToken,
      request: http.request,
      uploadImage: http.uploadImage,
      notify,
      signOut: async () => navigate('/'),
      navigate: (to) => navigate(to),
    };
  }, [navigate, session]);
}

/** Links to the pages that have no route params; the others are opened by their address. */
function PagePicker({ pages }: { pages: Record<string, string> }) {
  const { search } = useLocation();
  return (
    <nav
      aria-label="Pages"
      style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginBottom: 16 }}
    >
      {Object.entries(pages).map(([page, path]) =>
        path.includes(':') ? (
          <span key={page}>{`${page}: ${path}`}</span>
        ) : (
          <NavLink key={page} to={`${path}${search}`} end>
            {page}
          </NavLink>
        ),
      )}
    </nav>
  );
}

function Frame({ pages }: { pages: Record<string, string> }) {
  return (
    <main style={{ maxWidth: 1100, margin: '0 auto', padding: 16 }}>
      <PagePicker pages={pages} />
      <Outlet />
    </main>
  );
}

function StubPage<Page extends string>({
  page,
  session,
  render,
}: {
  page: Page;
  session: StubSession;
  render: StandaloneShellProps<Page>['render'];
}) {
  return <>{render(useStubShell(session), page)}</>;
}

export function StandaloneShell<Page extends string>({
  pages,
  render,
}: StandaloneShellProps<Page>) {
  const [queryClient] = useState(createQueryClient);
  // Read once: the page links keep the query string, and a reload reads it again.
  const [session] = useState(() => stubSessionFrom(window.location.search));
  const [router] = useState(() =>
    createBrowserRouter([
      {
        element: <Frame pages={pages} />,
        children: [
          ...(Object.entries(pages) as [Page, string][]).map(([page, path]) => ({
            path,
            element: <StubPage page={page} session={session} render={render} />,
          })),
          { path: '*', element: <p>Pick a page above.</p> },
        ],
      },
    ]),
  );
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <QueryClientProvider client={queryClient}>
        <ToastHost />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
