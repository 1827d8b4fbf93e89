import { Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { StorefrontPage } from '@sellphones/contracts';
import { Loading, StandaloneShell } from '@sellphones/ui';
import App from './App.tsx';

/** Development only: the remote on its own port, inside a stub shell, with a page picker. */
function Standalone() {
  const [page, setPage] = useState<StorefrontPage>('home');
  return (
    <StandaloneShell
      render={(shell) => (
        <>
          <select aria-label="Page" value={page} onChange={(e) => setPage(e.target.value as StorefrontPage)}>
          <option value="home">home</option>
          <option value="category">category</option>
          <option value="blog">blog</option>
          </select>
          {/* The shell's boundary, while the category page's code downloads. */}
          <Suspense fallback={<Loading />}>
            <App shell={shell} page={page} />
          </Suspense>
        </>
      )}
    />
  );
}

createRoot(document.getElementById('root')!).render(<Standalone />);
