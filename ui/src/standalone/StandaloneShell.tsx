import { useMemo, useState, type ReactNode } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { createHttpClient, type Role, type ShellApi } from '@sellphones/contracts';
import { theme } from '../theme.ts';
import { createQueryClient } from '../query-client.ts';
import { notify, ToastHost } from '../toasts.tsx';
import { GlobalStyle } from '../GlobalStyle.tsx';

/**
 * A stand-in for the shell, so a remote can be developed on its own port. The session comes
 * from the page's query string: `?role=seller&token=<phoneToken>&api=http://127.0.0.1:4000`.
 */
function useStubShell(): ShellApi {
  const navigate = useNavigate();
  const params = new URLSearchParams(window.location.search);
  const [role] = useState<Role | null>((params.get('role') as Role | null) ?? 'buyer');
  const token = params.get('token');
  const apiUrl = params.get('api') ?? 'http://127.0.0.1:4000';
  return useMemo(() => {
    const http = createHttpClient({
      baseUrl: apiUrl,
      getToken: async () => token,
      refreshToken: async () => null,
    });
    return {
      user: { uid: 'standalone', email: 'standalone@sellphones.test', name: 'Standalone User', photoURL: null },
      role,
      apiUrl,
      getToken: async () => token,
      request: http.request,
      uploadImage: http.uploadImage,
      notify,
      signOut: async () => navigate('/'),
      navigate: (to) => navigate(to),
    };
  }, [apiUrl, navigate, role, token]);
}

function WithStub({ render }: { render(shell: ShellApi): ReactNode }) {
  return <>{render(useStubShell())}</>;
}

export function StandaloneShell({ render }: { render(shell: ShellApi): ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <BrowserRouter>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <QueryClientProvider client={queryClient}>
          <ToastHost />
          <main style={{ maxWidth: 1100, margin: '0 auto', padding: 16 }}>
            <WithStub render={render} />
          </main>
        </QueryClientProvider>
      </ThemeProvider>
    </BrowserRouter>
  );
}
