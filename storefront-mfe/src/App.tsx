import { LocaleProvider } from '@sellphones/ui';
import type { RemoteAppProps, ShellApi, StorefrontPage } from '@sellphones/contracts';
import { HomePage } from './pages/HomePage.tsx';
import { BlogPage } from './pages/BlogPage.tsx';
import { CategoryPage } from './pages/CategoryPage.tsx';
import { PhonePage } from './pages/PhonePage.tsx';
import { SearchPage } from './pages/SearchPage.tsx';
import { prefetchListing } from './category/prefetched-listing.ts';

// The category page (listing controls, cards, pagination: 4 KB gzip) is part of this module rather
// than split off: a phone opening a category page then downloads its code together with the rest
// of the remote, not one more round trip later, on the way to the page's largest paint.

/**
 * Called by the shell before its first render: a category page's listing is asked for at once,
 * rather than once the page has rendered.
 */
export async function preloadPage(page: StorefrontPage, shell: Pick<ShellApi, 'request'>): Promise<void> {
  if (page === 'category') prefetchListing(shell.request, window.location);
}

/** The remote's one exposed module: the shell names the page, the router gives its params. */
export default function App({ shell, page }: RemoteAppProps<StorefrontPage>) {
  return (
    <LocaleProvider language={shell.language} currency={shell.currency}>
      <AppPage shell={shell} page={page} />
    </LocaleProvider>
  );
}

function AppPage({ shell, page }: RemoteAppProps<StorefrontPage>) {
  switch (page) {
    case 'home':
      return <HomePage shell={shell} />;
    case 'category':
      return <CategoryPage shell={shell} />;
    case 'blog':
      return <BlogPage shell={shell} />;
    case 'search':
      return <SearchPage shell={shell} />;
    case 'phone':
      return <PhonePage shell={shell} />;
  }
}
