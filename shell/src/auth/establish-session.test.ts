import type { User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@sellphones/contracts';
import { TEST_CONFIG } from '../testing/renderAtRoute.tsx';

const buyer = { uid: 'buyer-1', email: 'buyer@example.com', displayName: 'Bina Buyer', photoURL: null };
const firebaseUser = { ...buyer, getIdToken: async () => 'firebase-id-token' } as unknown as User;

/** The API of an account that kept `accountLanguage`; the languages saved to it are in `saved`. */
function apiWithAccountLanguage(accountLanguage: Language) {
  const saved: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url).pathname;
      if (path === '/jwt') return Response.json({ accessToken: 'api-token', language: accountLanguage });
      if (path === '/users/me/language' && init?.method === 'PUT') {
        saved.push(JSON.parse(String(init.body)));
        return new Response(null, { status: 204 });
      }
      return Response.json(path.startsWith('/users/admin/') ? { isAdmin: false } : { isSeller: false });
    }),
  );
  return saved;
}

/** A fresh browser tab: the stores read what this browser remembers, nobody is signed in. */
async function freshPage() {
  vi.resetModules();
  const { setAppConfig } = await import('../config/app-config-store.ts');
  setAppConfig(TEST_CONFIG);
  const { useSessionStore } = await import('../session/session-store.ts');
  useSessionStore.getState().signedOut();
  const { useLanguageStore } = await import('../language/language-store.ts');
  const { establishSession } = await import('./establish-session.ts');
  return { useLanguageStore, signIn: () => establishSession(firebaseUser, { freshToken: true }) };
}

describe('the language after signing in', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('is the one chosen on this device while signed out, saved to the account', async () => {
    const saved = apiWithAccountLanguage('en');
    const { useLanguageStore, signIn } = await freshPage();
    // The header's switch, pressed on the login page.
    useLanguageStore.getState().choose('bn');

    await signIn();
    expect(useLanguageStore.getState().language).toBe('bn');
    expect(localStorage.getItem('language')).toBe('bn');
    await vi.waitFor(() => expect(saved).toEqual([{ language: 'bn' }]));

    // Taken by the account: the next sign-in follows the account again.
    apiWithAccountLanguage('en');
    await signIn();
    expect(useLanguageStore.getState().language).toBe('en');
  });

  it("is the account's without a choice since the last sign-in, even where this browser kept another", async () => {
    localStorage.setItem('language', 'bn');
    const saved = apiWithAccountLanguage('en');
    const { useLanguageStore, signIn } = await freshPage();
    expect(useLanguageStore.getState().language).toBe('bn');

    await signIn();
    expect(useLanguageStore.getState().language).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(saved).toEqual([]);
  });

  it('is the one chosen while signed in, saved at once, and not a reason to override the account later', async () => {
    const saved = apiWithAccountLanguage('en');
    const { useLanguageStore, signIn } = await freshPage();
    await signIn();
    useLanguageStore.getState().choose('bn');
    await vi.waitFor(() => expect(saved).toEqual([{ language: 'bn' }]));

    // Another device changed the account back to English since.
    apiWithAccountLanguage('en');
    await signIn();
    expect(useLanguageStore.getState().language).toBe('en');
  });
});
