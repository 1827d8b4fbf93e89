import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_CONFIG } from '../testing/renderAtRoute.tsx';
import { PHONE_TOKEN_KEY, phoneToken } from '../session/phone-token.ts';

// The Firebase SDK, as far as the session start uses it: no user is signed in. Each page's
// session code creates its Firebase app once, when it first needs Firebase.
const initializeApp = vi.hoisted(() => vi.fn(() => ({})));
vi.mock('firebase/app', () => ({ initializeApp }));
vi.mock('firebase/auth', () => ({
  initializeAuth: () => ({ currentUser: null }),
  indexedDBLocalPersistence: {},
  browserLocalPersistence: {},
  browserSessionPersistence: {},
  connectAuthEmulator: () => undefined,
  signOut: async () => undefined,
  onAuthStateChanged: (_auth: unknown, observer: (user: null) => void) => {
    observer(null);
    return () => undefined;
  },
}));

/** A fresh copy of the session modules, as on a new page. */
async function freshStart() {
  vi.resetModules();
  const { startSession } = await import('./start-session.ts');
  const { useSessionStore: store } = await import('../session/session-store.ts');
  startSession(TEST_CONFIG);
  return store;
}

describe('starting the session', () => {
  beforeEach(() => initializeApp.mockClear());
  afterEach(() => localStorage.clear());

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
});
