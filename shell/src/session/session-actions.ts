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

export function setSessionBackend(next: SessionBackend): void {
  backend = next;
}

/** Gets a fresh API token once; null means the session is over and the user is signed out. */
export async function refreshToken(): Promise<string | null> {
  const token = await backend.refreshToken();
  if (!token) await signOut();
  return token;
}

/** Log out: the token goes, the session ends. Navigation is the caller's job. */
export async function signOut(): Promise<void> {
  phoneToken.clear();
  await backend.signOut();
  useSessionStore.getState().signedOut();
}
