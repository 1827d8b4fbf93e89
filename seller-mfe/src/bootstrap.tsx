import { createRoot } from 'react-dom/client';
import type { SellerPage } from '@sellphones/contracts';
import { StandaloneShell } from '@sellphones/ui';
import App from './App.tsx';

/** Development only: the remote on its own port inside a stub shell, each page at the shell's address. */
const PAGES: Record<SellerPage, string> = {
  addProduct: '/dashboard/addProduct',
  myProducts: '/dashboard/myProducts',
  mySales: '/dashboard/mySales',
  sale: '/dashboard/sale/:id',
};

createRoot(document.getElementById('root')!).render(
  <StandaloneShell pages={PAGES} render={(shell, page) => <App shell={shell} page={page} />} />,
);
