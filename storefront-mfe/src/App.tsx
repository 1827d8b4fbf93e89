import { lazy, Suspense } from 'react';
import type { StorefrontPage, RemoteAppProps } from '@sellphones/contracts';
import { Loading } from '@sellphones/ui';
import { HomePage } from './pages/HomePage.tsx';
import { BlogPage } from './pages/BlogPage.tsx';

// The category page (listing controls, their schemas, the booking form) needs a signed-in
// visitor: its code is downloaded when it opens, not with the public home and blog pages.
const CategoryPage = lazy(() => import('./pages/CategoryPage.tsx').then((m) => ({ default: m.CategoryPage })));

/** The remote's one exposed module: the shell names the page, the router gives its params. */
export default function App({ shell, page }: RemoteAppProps<StorefrontPage>) {
  switch (page) {
    case 'home':
      return <HomePage shell={shell} />;
    case 'category':
      return (
        <Suspense fallback={<Loading />}>
          <CategoryPage shell={shell} />
        </Suspense>
      );
    case 'blog':
      return <BlogPage shell={shell} />;
  }
}
