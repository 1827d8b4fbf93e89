import { forgetKeptOnDevice } from './kept-on-device.ts';
import { phoneToken } from './phone-token.ts';
import { useSessionStore } from './session-store.ts';

/**
 * The session's side effects that do not depend on Firebase. The auth module registers the
 * Firebase-backed implementations at boot (see auth/), so the layout never imports Firebase.
 */
export interface SessionBackend {
  refreshToken(): Promise<string | null>;
  signOut(): Promise<void>;
}

let backend: SessionBackend = {
  refreshToken: async () => null,
  signOut: async () => undefined,
};

let refreshing: Promise<string | null> | null = null;

export function setSessionBackend(next: SessionBackend): void {
  backend = next;
}

/**
 * Gets a fresh API token once; null means the session is over and the user is signed out.
 * Calls that fail together with a 401 share one refresh.
 */
export function refreshToken(): Promise<string | null> {
  refreshing ??= (async () => {
    try {
      const token = await backend.refreshToken();
      if (!token) await signOut();
      return token;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** Log out: the token goes, the session ends. Navigation is the caller's job. */
export async function signOut(): Promise<void> {
  phoneToken.clear();
  try {
    await backend.signOut();
  } finally {
    useSessionStore.getState().signedOut();
  }
}

/**
 * The person logs out: the session ends, and what the apps kept on this device for the account
 * (a half-filled listing) goes with it, for the next person on a shared phone. An expired
 * session (signOut alone) keeps it, so signing in again finds it.
 */
export async function logOut(): Promise<void> {
  await signOut();
  forgetKeptOnDevice();
}
