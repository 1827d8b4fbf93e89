import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { AdminPage } from '@sellphones/contracts';
import { StandaloneShell } from '@sellphones/ui';
import App from './App.tsx';

/** Development only: the remote on its own port, inside a stub shell, with a page picker. */
function Standalone() {
  const [page, setPage] = useState<AdminPage>('allBuyers');
  return (
    <StandaloneShell
      render={(shell) => (
        <>
          <select aria-label="Page" value={page} onChange={(e) => setPage(e.target.value as AdminPage)}>
          <option value="allBuyers">allBuyers</option>
          <option value="allSellers">allSellers</option>
          </select>
          <App shell={shell} page={page} />
        </>
      )}
    />
  );
}

createRoot(document.getElementById('root')!).render(<Standalone />);
