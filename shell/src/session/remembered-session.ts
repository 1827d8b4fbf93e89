import type { Role, SessionUser } from '@sellphones/contracts';

// Read before the async boundary (remotes/preload-remote.ts): nothing here may import a shared library.

/** Who was signed in, kept beside the API token so a returning user's page needs no sign-in round trip. */
export interface RememberedSession {
  user: SessionUser;
  role: Role;
}

export const REMEMBERED_SESSION_KEY = 'phoneSession';
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
