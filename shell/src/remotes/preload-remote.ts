import { loadRemoteApp } from './remote-registry.ts';

/** Paths whose page is not the storefront's: the shell's own pages and the dashboard. */
const NOT_STOREFRONT = /^\/(login|register|dashboard)(\/|$)/;

/**
 * The public pages (home, blog, categories) are the storefront's. Its manifest, entry and code
 * start downloading at boot, while React renders the shell, instead of when the route renders.
 * A failure is left to the route's own loading, which shows the fallback and the Retry button.
 */
export function preloadRemoteOf(pathname: string): void {
  if (NOT_STOREFRONT.test(pathname)) return;
  loadRemoteApp('storefront').catch(() => undefined);
}
