import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../language/language-store.ts';
import { keptOnDeviceFor } from './kept-on-device.ts';
import { phoneToken } from './phone-token.ts';
import { logOut, refreshToken, setSessionBackend } from './session-actions.ts';
import { useSessionStore } from './session-store.ts';

const seller = { uid: 'seller-1', email: 'seller@example.com', name: 'Seller', photoURL: null };
const DRAFT = 'add-product-draft';

describe('what the apps keep on the device for an account', () => {
  afterEach(() => localStorage.clear());

  it('is read back by the same account only', () => {
    keptOnDeviceFor('seller-1').write(DRAFT, '{"productName":"Vivo Y36"}');
    expect(keptOnDeviceFor('seller-1').read(DRAFT)).toBe('{"productName":"Vivo Y36"}');
    expect(keptOnDeviceFor('seller-2').read(DRAFT)).toBeNull();
    keptOnDeviceFor('seller-1').forget(DRAFT);
    expect(keptOnDeviceFor('seller-1').read(DRAFT)).toBeNull();
  });

  it('says when the device keeps nothing (storage full or turned off)', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      expect(keptOnDeviceFor('seller-1').write(DRAFT, '{}')).toBe(false);
    } finally {
      setItem.mockRestore();
    }
  });

  it('is all forgotten when the person logs out, but not the reading language', async () => {
    const signOut = vi.fn(async () => undefined);
    setSessionBackend({ refreshToken: async () => null, signOut });
    useSessionStore.getState().signedIn(seller, 'seller');
    phoneToken.write('token');
    keptOnDeviceFor('seller-1').write(DRAFT, '{}');
    keptOnDeviceFor('seller-2').write(DRAFT, '{}');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'bn');

    await logOut();
    expect(signOut).toHaveBeenCalledOnce();
    expect(useSessionStore.getState().status).toBe('signedOut');
    expect(phoneToken.read()).toBeNull();
    expect(keptOnDeviceFor('seller-1').read(DRAFT)).toBeNull();
    expect(keptOnDeviceFor('seller-2').read(DRAFT)).toBeNull();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('bn');
  });

  it('stays when the session only expires: signing in again finds the half-filled listing', async () => {
    setSessionBackend({ refreshToken: async () => null, signOut: async () => undefined });
    useSessionStore.getState().signedIn(seller, 'seller');
    keptOnDeviceFor('seller-1').write(DRAFT, '{}');

    await expect(refreshToken()).resolves.toBeNull();
    expect(useSessionStore.getState().status).toBe('signedOut');
    expect(keptOnDeviceFor('seller-1').read(DRAFT)).toBe('{}');
  });
});
