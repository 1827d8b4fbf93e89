/** The API token lives in localStorage under the spec's name; only the shell touches it. */
export const PHONE_TOKEN_KEY = 'phoneToken';

export const phoneToken = {
  read: (): string | null => localStorage.getItem(PHONE_TOKEN_KEY),
  write: (token: string): void => localStorage.setItem(PHONE_TOKEN_KEY, token),
  clear: (): void => localStorage.removeItem(PHONE_TOKEN_KEY),
};
