import type { AppConfig, RemotesConfig } from '@sellphones/contracts';

async function fetchJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export interface RuntimeConfig {
  app: AppConfig;
  remotes: RemotesConfig;
}

/** One build serves every environment: the API, Firebase and remote URLs come from the server. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const [app, remotes] = await Promise.all([
    fetchJson<AppConfig>('/app-config.json'),
    fetchJson<RemotesConfig>('/remotes.json'),
  ]);
  return { app, remotes };
}
