import { createRoot } from 'react-dom/client';
import type { BuyerPage } from '@sellphones/contracts';
import { StandaloneShell } from '@sellphones/ui';
import App from './App.tsx';

/** Development only: the remote on its own port inside a stub shell, each page at the shell's address. */
const PAGES: Record<BuyerPage, string> = {
  myOrders: '/dashboard/myOrders',
  payment: '/dashboard/payment/:id',
  order: '/dashboard/order/:id',
};

createRoot(document.getElementById('root')!).render(
  <StandaloneShell pages={PAGES} render={(shell, page) => <App shell={shell} page={page} />} />,
);
