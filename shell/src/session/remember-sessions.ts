import { REMEMBERED_SESSION_KEY, type RememberedSession } from './remembered-session.ts';
import { useSessionStore } from './session-store.ts';

/**
 * Keeps the remembered session in step with the session store: written when a session is
 * confirmed, removed when it ends. Returns the unsubscribe function.
 */
export function rememberSessions(): () => void {
  return useSessionStore.subscribe(({ status, user, role, unconfirmed }) => {
    if (status === 'signedIn' && user && role && !unconfirmed) {
      localStorage.setItem(REMEMBERED_SESSION_KEY, JSON.stringify({ user, role } satisfies RememberedSession));
    } else if (status === 'signedOut') {
      localStorage.removeItem(REMEMBERED_SESSION_KEY);
    }
  });
}
