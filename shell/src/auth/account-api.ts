import { createHttpClient, type Language, type Role, type UploadedImage } from '@sellphones/contracts';
import { ACCOUNT_LANGUAGE_PATH, OWN_ACCOUNT_PATH, type SavedUser, type SaveUser } from '@sellphones/contracts/schemas';
import { appConfig } from '../config/app-config-store.ts';
import { apiClient } from '../session/api-client.ts';

/** Calls made with a Firebase ID token: before an API token exists, nothing can be refreshed. */
function withIdToken(idToken: string) {
  return createHttpClient({
    baseUrl: appConfig().apiUrl,
    getToken: async () => idToken,
    refreshToken: async () => null,
  });
}

/** GET /jwt: the API token (phoneToken) for the signed-in Firebase user, and the language kept on the account. */
export async function fetchApiToken(idToken: string, email: string): Promise<{ accessToken: string; language?: Language }> {
  return withIdToken(idToken).request<{ accessToken: string; language?: Language }>('/jwt', { query: { email } });
}

/** PUT /users/me/language: the language chosen in the header, kept on the signed-in account. */
export async function saveAccountLanguage(language: Language): Promise<void> {
  await apiClient().request(ACCOUNT_LANGUAGE_PATH, { method: 'PUT', body: { language } });
}

/** PUT /users: creates the caller's account on first call, updates name and photo afterwards. */
export function saveAccount(idToken: string, account: SaveUser): Promise<SavedUser> {
  return withIdToken(idToken).request<SavedUser>('/users', { method: 'PUT', body: account });
}

/** DELETE /users/me: closes the caller's account; the ID token must come from a sign-in of the last minutes. */
export async function closeOwnAccount(idToken: string): Promise<void> {
  await withIdToken(idToken).request(OWN_ACCOUNT_PATH, { method: 'DELETE' });
}

/** POST /images with progress, before the account has an API token. */
export function uploadProfilePhoto(
  idToken: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadedImage> {
  return withIdToken(idToken).uploadImage(file, onProgress);
}

/** The role is two lookups by email (seller, admin); neither true means buyer. */
export async function lookUpRole(email: string): Promise<Role> {
  const path = encodeURIComponent(email);
  const [{ isAdmin }, { isSeller }] = await Promise.all([
    apiClient().request<{ isAdmin: boolean }>(`/users/admin/${path}`),
    apiClient().request<{ isSeller: boolean }>(`/users/${path}`),
  ]);
  if (isAdmin) return 'admin';
  return isSeller ? 'seller' : 'buyer';
}
