import { LocaleProvider } from '@sellphones/ui';
import type { RemoteAppProps, StorefrontPage } from '@sellphones/contracts';
import { HomePage } from './pages/HomePage.tsx';
import { BlogPage } from './pages/BlogPage.tsx';
import { CategoryPage } from './pages/CategoryPage.tsx';
import { PhonePage } from './pages/PhonePage.tsx';
import { SearchPage } from './pages/SearchPage.tsx';

// Every page is part of this module rather than split off: a page's code then comes with the
// remote's entry, not one more round trip later, on the way to the page's largest paint.

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
