import { createRoot } from 'react-dom/client';
import type { AdminPage } from '@sellphones/contracts';
import { StandaloneShell } from '@sellphones/ui';
import App from './App.tsx';

/** Development only: the remote on its own port inside a stub shell, each page at the shell's address. */
const PAGES: Record<AdminPage, string> = {
  allBuyers: '/dashboard/allBuyers',
  allSellers: '/dashboard/allSellers',
  moderation: '/dashboard/moderation',
  disputes: '/dashboard/disputes',
  ratings: '/dashboard/ratings',
  auditLog: '/dashboard/auditLog',
};

createRoot(document.getElementById('root')!).render(
  <StandaloneShell pages={PAGES} render={(shell, page) => <App shell={shell} page={page} />} />,
);
