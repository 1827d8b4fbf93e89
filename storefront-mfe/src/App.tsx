import type { StorefrontPage, RemoteAppProps } from '@sellphones/contracts';
import { HomePage } from './pages/HomePage.tsx';
import { CategoryPage } from './pages/CategoryPage.tsx';
import { BlogPage } from './pages/BlogPage.tsx';

/** The remote's one exposed module: the shell names the page, the router gives its params. */
export default function App({ shell, page }: RemoteAppProps<StorefrontPage>) {
  switch (page) {
    case 'home':
      return <HomePage shell={shell} />;
    case 'category':
      return <CategoryPage shell={shell} />;
    case 'blog':
      return <BlogPage shell={shell} />;
  }
}
