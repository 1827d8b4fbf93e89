import { createRoot } from 'react-dom/client';
import type { StorefrontPage } from '@sellphones/contracts';
import { StandaloneShell } from '@sellphones/ui';
import App from './App.tsx';

/** Development only: the remote on its own port inside a stub shell, each page at the shell's address. */
const PAGES: Record<StorefrontPage, string> = {
  home: '/',
  category: '/products/:cateName',
  blog: '/blog',
  search: '/search',
  phone: '/phones/:id',
};

createRoot(document.getElementById('root')!).render(
  <StandaloneShell pages={PAGES} render={(shell, page) => <App shell={shell} page={page} />} />,
);
