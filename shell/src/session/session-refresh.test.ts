import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@sellphones/contracts';
import { setAppConfig } from '../config/app-config-store.ts';
import { TEST_CONFIG } from '../testing/renderAtRoute.tsx';
import { apiClient } from './api-client.ts';
import { phoneToken } from './phone-token.ts';
import { setSessionBackend } from './session-actions.ts';
import { useSessionStore } from './session-store.ts';

const signedInUser = { uid: 'u1', email: 'buyer@example.com', name: 'Buyer', photoURL: null };

/** A fake API that accepts only the token named `valid`. */
function apiAccepting(valid: string) {
  return vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const auth = new Headers(init?.headers).get('authorization');
    if (auth === `Bearer ${valid}`) return Response.json({ ok: true });
    return Response.json({ message: 'Your session has expired' }, { status: 401 });
  });
}

describe('the session after a 401 from the API', () => {
  beforeEach(() => {
    setAppConfig(TEST_CONFIG);
    phoneToken.write('expired');
    useSessionStore.getState().signedIn(signedInUser, 'buyer');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('gets a fresh token once, keeps the session and retries the call with it', async () => {
    const fetch = apiAccepting('fresh');
    vi.stubGlobal('fetch', fetch);
    const refresh = vi.fn(async () => {
      phoneToken.write('fresh');
      return 'fresh';
    });
    setSessionBackend({ refreshToken: refresh, signOut: vi.fn(async () => undefined) });

    await expect(apiClient().request('/bookedProduct/buyer@example.com')).resolves.toEqual({ ok: true });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(useSessionStore.getState().status).toBe('signedIn');
  });

  it('shares one refresh between calls that fail together', async () => {
    vi.stubGlobal('fetch', apiAccepting('fresh'));
    const refresh = vi.fn(async () => 'fresh');
    setSessionBackend({ refreshToken: refresh, signOut: vi.fn(async () => undefined) });

    await Promise.all([apiClient().request('/a'), apiClient().request('/b')]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('signs out and drops phoneToken when no fresh token can be had', async () => {
    vi.stubGlobal('fetch', apiAccepting('never'));
    const signOut = vi.fn(async () => undefined);
    setSessionBackend({ refreshToken: vi.fn(async () => null), signOut });

    const failure = apiClient().request('/allBuyers');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401 });
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(phoneToken.read()).toBeNull();
    expect(useSessionStore.getState().status).toBe('signedOut');
  });

  it('does not retry more than once when the fresh token is refused too', async () => {
    const fetch = apiAccepting('never');
    vi.stubGlobal('fetch', fetch);
    setSessionBackend({ refreshToken: vi.fn(async () => 'also-refused'), signOut: vi.fn(async () => undefined) });

    await expect(apiClient().request('/allSellers')).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
