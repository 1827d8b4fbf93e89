import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { StorefrontPage } from '@sellphones/contracts';

// Imported before the async boundary (index.ts): nothing here may import a shared library.

/** The storefront's page at a path of the route table (routes/router.tsx), or null for the shell's and dashboard pages. */
function storefrontPageOf(pathname: string): StorefrontPage | null {
  if (pathname === '/' || pathname === '/home') return 'home';
  if (pathname === '/blog') return 'blog';
  if (pathname.startsWith('/products/')) return 'category';
  if (pathname === '/search') return 'search';
  if (pathname.startsWith('/phones/')) return 'phone';
  return null;
}

/**
 * The public pages (home, blog, categories) are the storefront's. As soon as /remotes.json is
 * known, its manifest, entry and the code of its `./App` download alongside the shell's own code,
 * instead of one after the other once the route renders. Its shared libraries are not fetched: the
 * shell provides them. A failure is left to the route's loading, which shows the fallback.
 */
export function preloadRemoteOf(pathname: string): void {
  if (!storefrontPageOf(pathname)) return;
  preloadRemote([{ nameOrAlias: 'storefront', exposes: ['./App'], resourceCategory: 'sync' }]).catch(
    () => undefined,
  );
}
