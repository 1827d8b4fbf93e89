import type { Role } from '@sellphones/contracts';
import { loadDashboardLayout } from '../routes/deferred-pages.tsx';
import { phoneToken } from '../session/phone-token.ts';
import { readRememberedSession } from '../session/remembered-session.ts';
import { preloadRemoteApp } from './preload-remote.ts';
import type { PageOf, RemoteName } from './remote-modules.ts';

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
function dashboardRemoteOf(pathname: string): RemoteName | null {
  const page = /^\/dashboard\/([^/]+)/.exec(pathname)?.[1];
  const role = page && phoneToken.read() ? readRememberedSession()?.role : undefined;
  return role && Object.hasOwn(DASHBOARD_PAGES[role], page!) ? role : null;
}

/**
 * On a dashboard page of the person signed in, the dashboard frame's code and the page's remote
 * download once the shell's own code is in (bootstrap), while the shell renders and restores the
 * session, instead of one after the other when the route reaches them. Asked for sooner, they
 * would share the line with the shell's own code, which the page's first paint waits for.
 */
export function preloadDashboardOf(pathname: string): void {
  const remote = dashboardRemoteOf(pathname);
  if (!remote) return;
  // A failure is left to the route's loading, which asks again and shows the fallback.
  loadDashboardLayout().catch(() => undefined);
  preloadRemoteApp(remote);
}
