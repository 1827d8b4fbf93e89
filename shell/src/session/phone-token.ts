/** The API token lives in localStorage under the spec's name; only the shell touches it. */
const KEY = 'phoneToken';

export const phoneToken = {
  read: (): string | null => localStorage.getItem(KEY),
  write: (token: string): void => localStorage.setItem(KEY, token),
  clear: (): void => localStorage.removeItem(KEY),
};
