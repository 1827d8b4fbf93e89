import { preloadRemote } from '@module-federation/enhanced/runtime';

/** Paths whose page is not the storefront's: the shell's own pages and the dashboard. */
const NOT_STOREFRONT = /^\/(login|register|dashboard)(\/|$)/;

/**
 * The public pages (home, blog, categories) are the storefront's. As soon as /remotes.json is
 * known, its manifest, entry and the code of its `./App` download alongside the shell's own code,
 * instead of one after the other once the route renders. Its shared libraries are not fetched: the
 * shell provides them. A failure is left to the route's loading, which shows the fallback.
 */
export function preloadRemoteOf(pathname: string): void {
  if (NOT_STOREFRONT.test(pathname)) return;
  preloadRemote([{ nameOrAlias: 'storefront', exposes: ['./App'], resourceCategory: 'sync' }]).catch(
    () => undefined,
  );
}
