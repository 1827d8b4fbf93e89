import { loadDashboardLayout } from '../routes/deferred-pages.tsx';
import { dashboardRemoteOf, preloadRemoteApp } from './preload-remote.ts';

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
