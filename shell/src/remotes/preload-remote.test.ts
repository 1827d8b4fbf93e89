import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@sellphones/contracts';

const preloadRemote = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote }));
const loadDashboardLayout = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../routes/deferred-pages.tsx', () => ({ loadDashboardLayout }));

const { preloadStorefrontOf } = await import('./preload-remote.ts');
const { preloadDashboardOf } = await import('./preload-dashboard.ts');

/** The code the page at `pathname` asks for before its route renders: remotes, and the dashboard's frame. */
function preloadedAt(pathname: string): string[] {
  preloadRemote.mockClear();
  loadDashboardLayout.mockClear();
  preloadStorefrontOf(pathname);
  preloadDashboardOf(pathname);
  const remotes = preloadRemote.mock.calls.flatMap((call) => (call as unknown as [{ nameOrAlias: string }[]])[0].map((remote) => remote.nameOrAlias));
  return [...(loadDashboardLayout.mock.calls.length > 0 ? ['dashboard frame'] : []), ...remotes];
}

function rememberSignedIn(role: Role) {
  localStorage.setItem('phoneToken', 'header.payload.signature');
  localStorage.setItem(
    'phoneSession',
    JSON.stringify({ user: { uid: 'u1', email: 'someone@example.com', name: 'Someone', photoURL: null }, role }),
  );
}

describe('the code a page starts downloading before its route has rendered', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('is the storefront on the public pages, signed in or not', () => {
    for (const path of ['/', '/home', '/blog', '/products/Oppo%20Phones', '/search', '/phones/abc']) {
      expect(preloadedAt(path)).toEqual(['storefront']);
    }
    expect(preloadedAt('/login')).toEqual([]);
  });

  it("is the remote of a signed-in person's own dashboard page", () => {
    rememberSignedIn('buyer');
    expect(preloadedAt('/dashboard/myOrders')).toEqual(['dashboard frame', 'buyer']);
    expect(preloadedAt('/dashboard/payment/6f1c2a9e-1d1b-4c55-9a0e-3f1f7c1d2b3a')).toEqual(['dashboard frame', 'buyer']);
    rememberSignedIn('seller');
    expect(preloadedAt('/dashboard/addProduct')).toEqual(['dashboard frame', 'seller']);
    rememberSignedIn('admin');
    expect(preloadedAt('/dashboard/moderation')).toEqual(['dashboard frame', 'admin']);
  });

  it('is none where the dashboard shows something else first', () => {
    // Signed out: the login page comes first.
    expect(preloadedAt('/dashboard/myOrders')).toEqual([]);
    // Another role's page: the 'not allowed' screen; the dashboard's own welcome; an unknown page.
    rememberSignedIn('buyer');
    expect(preloadedAt('/dashboard/addProduct')).toEqual([]);
    expect(preloadedAt('/dashboard')).toEqual([]);
    expect(preloadedAt('/dashboard/toString')).toEqual([]);
    // A remembered account without its API token is not signed in.
    localStorage.removeItem('phoneToken');
    expect(preloadedAt('/dashboard/myOrders')).toEqual([]);
  });
});
