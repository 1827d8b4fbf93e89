import { createHttpClient, type HttpClient, type RequestOptions } from '@sellphones/contracts';
import { appConfig } from '../config/app-config-store.ts';
import { takeEarlyRead } from './early-read.ts';
import { phoneToken } from './phone-token.ts';
import { refreshToken } from './session-actions.ts';

let client: HttpClient | null = null;

/**
 * The API client of the session: phoneToken as bearer; after a 401 one fresh token, else sign-out.
 * The first page's read, when the shell started it early, is answered from that read; if it
 * failed (an expired token, say), the call is made again as usual.
 */
export function apiClient(): HttpClient {
  if (client) return client;
  const http = createHttpClient({
    baseUrl: appConfig().apiUrl,
    getToken: async () => phoneToken.read(),
    refreshToken,
  });
  const request = <T>(path: string, options: RequestOptions = {}): Promise<T> => {
    const early = takeEarlyRead(path, options, phoneToken.read()) as Promise<T> | null;
    return early ? early.catch(() => http.request<T>(path, options)) : http.request<T>(path, options);
  };
  client = { ...http, request };
  return client;
}
