import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { createQueryClient, GlobalStyle, theme, ToastHost } from '@sellphones/ui';
import { appConfig } from './config/app-config-store.ts';
import { ShellLocale } from './language/ShellLocale.tsx';
import { BanglaFont } from './language/BanglaFont.tsx';
import { createRouter } from './routes/router.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <BanglaFont />
      <ShellLocale currency={appConfig().currency}>
        <QueryClientProvider client={queryClient}>
          <ToastHost />
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ShellLocale>
    </ThemeProvider>
  );
}
