import type { AppConfig } from '@sellphones/contracts';

let current: AppConfig | null = null;

/** Set once at boot, read by the session code; the config never changes while the page lives. */
export function setAppConfig(config: AppConfig): void {
  current = config;
}

export function appConfig(): AppConfig {
  if (!current) throw new Error('The app configuration has not been loaded');
  return current;
}
