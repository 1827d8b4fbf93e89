import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { Role, StorefrontPage } from '@sellphones/contracts';
import { phoneToken } from '../session/phone-token.ts';
import { readRememberedSession } from '../session/remembered-session.ts';
import type { PageOf, RemoteName } from './remote-modules.ts';

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
 * Each role's dashboard pages, `/dashboard/<page>` in the route table, shown by the remote of the
 * same name as the role. Every page of the contracts' page types must be listed.
 */
const DASHBOARD_PAGES: { [R in Role]: Record<PageOf<R>, true> } = {
  buyer: { myOrders: true, payment: true, order: true },
  seller: { addProduct: true, myProducts: true, mySales: true, sale: true },
  admin: { allBuyers: true, allSellers: true, moderation: true, disputes: true, ratings: true, auditLog: true },
};

/**
 * The remote a dashboard path shows to the person this browser remembers as signed in, or null:
 * signed out, the login page comes first; another role's page, the 'not allowed' screen.
 */
export function dashboardRemoteOf(pathname: string): RemoteName | null {
  const page = /^\/dashboard\/([^/]+)/.exec(pathname)?.[1];
  const role = page && phoneToken.read() ? readRememberedSession()?.role : undefined;
  return role && Object.hasOwn(DASHBOARD_PAGES[role], page!) ? role : null;
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
