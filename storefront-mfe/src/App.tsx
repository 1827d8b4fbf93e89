import { lazy, type ComponentType } from 'react';
import type { RemoteAppProps, ShellApi, StorefrontPage } from '@sellphones/contracts';
import { HomePage } from './pages/HomePage.tsx';
import { BlogPage } from './pages/BlogPage.tsx';
import { prefetchListing } from './category/prefetched-listing.ts';

// The category page (listing controls, cards, pagination) needs a signed-in visitor: its code is
// downloaded when it opens, not with the public home and blog pages. While it downloads, the
// shell's boundary around the whole remote shows the loading text.
const loadCategoryPage = () => import('./pages/CategoryPage.tsx');
const LazyCategoryPage = lazy(() => loadCategoryPage().then((m) => ({ default: m.CategoryPage })));
let loadedCategoryPage: ComponentType<{ shell: RemoteAppProps<StorefrontPage>['shell'] }> | null = null;

/**
 * Called by the shell before its first render: the page's split-off code, so the page renders at
 * once (the shell shows it in one step with the header, not after a loading text). A category
 * page's listing is asked for at once, while that code downloads (the address rules it needs are
 * plain lists, part of this module's chunk); the returned promise waits for the code only.
 */
export async function preloadPage(page: StorefrontPage, shell: Pick<ShellApi, 'request'>): Promise<void> {
  if (page !== 'category') return;
  prefetchListing(shell.request, window.location);
  loadedCategoryPage = (await loadCategoryPage()).CategoryPage;
}

/** The remote's one exposed module: the shell names the page, the router gives its params. */
export default function App({ shell, page }: RemoteAppProps<StorefrontPage>) {
  switch (page) {
    case 'home':
      return <HomePage shell={shell} />;
    case 'category': {
      const CategoryPage = loadedCategoryPage ?? LazyCategoryPage;
      return <CategoryPage shell={shell} />;
    }
    case 'blog':
      return <BlogPage shell={shell} />;
  }
}
