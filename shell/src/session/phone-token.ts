/** The API token lives in localStorage under the spec's name; only the shell touches it. */
export const PHONE_TOKEN_KEY = 'phoneToken';

export const phoneToken = {
  read: (): string | null => localStorage.getItem(PHONE_TOKEN_KEY),
  write: (token: string): void => localStorage.setItem(PHONE_TOKEN_KEY, token),
  clear: (): void => localStorage.removeItem(PHONE_TOKEN_KEY),
};

/**
 * Whether the token's own expiry (its `exp` claim, read without verifying: the API verifies) is
 * at least `marginMs` away. A token that cannot be read counts as expired.
 */
export function phoneTokenValidFor(token: string, marginMs: number, now = Date.now()): boolean {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const exp = (claims as { exp?: unknown }).exp;
    return typeof exp === 'number' && exp * 1000 - now >= marginMs;
  } catch {
    return false;
  }
}
