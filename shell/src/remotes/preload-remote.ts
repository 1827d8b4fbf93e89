import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { StorefrontPage } from '@sellphones/contracts';
import type { RemoteName } from './remote-modules.ts';

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

/** Downloads a remote's manifest, entry and `./App` code; not its shared libraries, which the shell provides. */
export function preloadRemoteApp(remote: RemoteName): void {
  // A failure is left to the route's loading, which shows the fallback.
  preloadRemote([{ nameOrAlias: remote, exposes: ['./App'], resourceCategory: 'sync' }]).catch(() => undefined);
}

/**
 * The public pages are the storefront's: as soon as /remotes.json is known, its code downloads
 * alongside the shell's own, instead of after it once the route renders.
 */
export function preloadStorefrontOf(pathname: string): void {
  if (storefrontPageOf(pathname)) preloadRemoteApp('storefront');
}
