import { createHttpClient, type HttpClient } from '@sellphones/contracts';
import { appConfig } from '../config/app-config-store.ts';
import { phoneToken } from './phone-token.ts';
import { refreshToken } from './session-actions.ts';

let client: HttpClient | null = null;

/** The API client of the session: phoneToken as bearer; after a 401 one fresh token, else sign-out. */
export function apiClient(): HttpClient {
  client ??= createHttpClient({
    baseUrl: appConfig().apiUrl,
    getToken: async () => phoneToken.read(),
    refreshToken,
  });
  return client;
}
