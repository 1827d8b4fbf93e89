import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_CONFIG } from '../testing/renderAtRoute.tsx';
import { PHONE_TOKEN_KEY, phoneToken } from '../session/phone-token.ts';

// The Firebase SDK, as far as the session start uses it: `firebaseUser.current` is signed in
// (nobody by default). Each page's session code creates its Firebase app once, when it first needs it.
const initializeApp = vi.hoisted(() => vi.fn(() => ({})));
const firebaseUser = vi.hoisted(() => ({ current: null as null | Record<string, unknown> }));
vi.mock('firebase/app', () => ({ initializeApp }));
vi.mock('firebase/auth', () => ({
  initializeAuth: () => ({ currentUser: firebaseUser.current }),
  indexedDBLocalPersistence: {},
  browserLocalPersistence: {},
  browserSessionPersistence: {},
  connectAuthEmulator: () => undefined,
  signOut: async () => undefined,
  onAuthStateChanged: (_auth: unknown, observer: (user: unknown) => void) => {
    observer(firebaseUser.current);
    return () => undefined;
  },
}));

const seller = { uid: 'seller-1', email: 'seller@example.com', name: 'Sam Seller', photoURL: null };

/** A token shaped like the API's, with only the claim the shell reads. */
function apiTokenExpiringIn(ms: number): string {
  const claims = btoa(JSON.stringify({ exp: Math.floor((Date.now() + ms) / 1000) }));
  return `header.${claims.replace(/=+$/, '')}.signature`;
}

/** A fresh copy of the session modules, as on a new page. */
async function freshStart() {
  vi.resetModules();
  const { setAppConfig } = await import('../config/app-config-store.ts');
  setAppConfig(TEST_CONFIG);
  const { startSession } = await import('./start-session.ts');
  const { useSessionStore: store } = await import('../session/session-store.ts');
  startSession(TEST_CONFIG);
  return store;
}

describe('starting the session', () => {
  beforeEach(() => initializeApp.mockClear());
  afterEach(() => {
    localStorage.clear();
    firebaseUser.current = null;
    vi.unstubAllGlobals();
  });

  // First: the listener a page without a token leaves on the window would also answer later events.
  it('loads Firebase when another tab signs in', async () => {
    await freshStart();
    window.dispatchEvent(new StorageEvent('storage', { key: PHONE_TOKEN_KEY, newValue: 'from-another-tab' }));
    await vi.waitFor(() => expect(initializeApp).toHaveBeenCalledTimes(1));
  });

  it('signs a visitor without a stored token out at once and leaves Firebase unloaded', async () => {
    const store = await freshStart();
    expect(store.getState().status).toBe('signedOut');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(initializeApp).not.toHaveBeenCalled();
  });

  it('loads Firebase at once to restore a session when a token is stored', async () => {
    phoneToken.write('kept');
    const store = await freshStart();
    expect(store.getState().status).toBe('loading');
    await vi.waitFor(() => expect(initializeApp).toHaveBeenCalledTimes(1));
    // Firebase knows nobody: the kept token goes and the visitor is signed out.
    await vi.waitFor(() => expect(store.getState().status).toBe('signedOut'));
    expect(phoneToken.read()).toBeNull();
  });

  describe('for a returning user this browser remembers', () => {
    beforeEach(() => {
      localStorage.setItem('phoneSession', JSON.stringify({ user: seller, role: 'seller' }));
      // The confirmation waits a few seconds after the page has loaded.
      vi.useFakeTimers({ toFake: ['setTimeout'] });
    });
    afterEach(() => vi.useRealTimers());

    it('shows them signed in before Firebase loads, then ends the session Firebase no longer has', async () => {
      phoneToken.write(apiTokenExpiringIn(60 * 60_000));
      const store = await freshStart();
      expect(store.getState()).toMatchObject({ status: 'signedIn', user: seller, role: 'seller', unconfirmed: true });
      vi.advanceTimersByTime(2500);
      expect(initializeApp).not.toHaveBeenCalled();
      // A few seconds after the page loaded, Firebase reports nobody signed in: token and memory go.
      vi.advanceTimersByTime(1000);
      await vi.waitFor(() => expect(store.getState().status).toBe('signedOut'));
      expect(phoneToken.read()).toBeNull();
      expect(localStorage.getItem('phoneSession')).toBeNull();
    });

    it('takes the role the API gives once Firebase confirms the user', async () => {
      firebaseUser.current = { uid: seller.uid, email: seller.email, displayName: seller.name, photoURL: null };
      const lookups: string[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string | URL | Request) => {
          const path = new URL(String(url)).pathname;
          lookups.push(path);
          // The account was made admin since the last visit; the remembered role is stale.
          return Response.json(path.startsWith('/users/admin/') ? { isAdmin: true } : { isSeller: false });
        }),
      );
      phoneToken.write(apiTokenExpiringIn(60 * 60_000));
      const store = await freshStart();
      expect(store.getState().role).toBe('seller');
      vi.advanceTimersByTime(3000);
      await vi.waitFor(() => expect(store.getState()).toMatchObject({ role: 'admin', unconfirmed: false }));
      expect(lookups).toHaveLength(2);
      expect(JSON.parse(localStorage.getItem('phoneSession') ?? 'null')).toMatchObject({ role: 'admin' });
    });

    it('waits for Firebase when the stored token is about to expire', async () => {
      phoneToken.write(apiTokenExpiringIn(60_000));
      const store = await freshStart();
      expect(store.getState().status).toBe('loading');
      await vi.waitFor(() => expect(initializeApp).toHaveBeenCalledTimes(1));
    });

    it('waits for Firebase when what is remembered cannot be read', async () => {
      localStorage.setItem('phoneSession', '{"user":{"uid":1},"role":"owner"}');
      phoneToken.write(apiTokenExpiringIn(60 * 60_000));
      const store = await freshStart();
      expect(store.getState().status).toBe('loading');
    });
  });
});
