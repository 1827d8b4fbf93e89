import type { Role, SessionUser } from '@sellphones/contracts';
import { useSessionStore } from './session-store.ts';

/** Who was signed in, kept beside the API token so a returning user's page needs no sign-in round trip. */
export interface RememberedSession {
  user: SessionUser;
  role: Role;
}

const REMEMBERED_SESSION_KEY = 'phoneSession';
const ROLES: readonly Role[] = ['buyer', 'seller', 'admin'];

function isRememberedSession(value: unknown): value is RememberedSession {
  if (typeof value !== 'object' || value === null) return false;
  const { user, role } = value as Partial<RememberedSession>;
  return (
    ROLES.includes(role as Role) &&
    typeof user?.uid === 'string' &&
    typeof user.email === 'string' &&
    typeof user.name === 'string' &&
    (user.photoURL === null || typeof user.photoURL === 'string')
  );
}

/** The last confirmed session of this browser, or null (none, or not readable). */
export function readRememberedSession(): RememberedSession | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(REMEMBERED_SESSION_KEY) ?? 'null');
    return isRememberedSession(value) ? value : null;
  } catch {
    return null;
  }
}

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
