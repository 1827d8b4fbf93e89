import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { StorefrontPage } from '@sellphones/contracts';
import { phoneToken } from '../session/phone-token.ts';
import { prepareRemotePage } from './ready-remote-apps.ts';

/** How long the first render waits for its page's code before it shows the loading text instead. */
const FIRST_PAGE_WAIT_MS = 3000;

/** The storefront's page at a path of SPEC.md section 2, or null for the shell's and dashboard pages. */
export function storefrontPageOf(pathname: string): StorefrontPage | null {
  if (pathname === '/' || pathname === '/home') return 'home';
  if (pathname === '/blog') return 'blog';
  if (pathname.startsWith('/products/')) return 'category';
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

/**
 * Resolves when the first page's code is in (or after FIRST_PAGE_WAIT_MS, or at once when it
 * failed: the route then shows its loading text or fallback as usual). The first render waits for
 * it, so the page appears in one step with the header. The category page needs a signed-in user:
 * without a token its code is not fetched, the visitor goes to the login page.
 */
export function firstPageReady(pathname: string): Promise<void> {
  const page = storefrontPageOf(pathname);
  if (!page || (page === 'category' && !phoneToken.read())) return Promise.resolve();
  const ready = prepareRemotePage('storefront', page).catch(() => undefined);
  return Promise.race([ready, new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))]);
}
