import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { createQueryClient, GlobalStyle, theme, ToastHost } from '@sellphones/ui';
import { createRouter } from './routes/router.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
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
