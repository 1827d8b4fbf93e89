import type { Currency } from './currency.ts';

/** `/app-config.json`, served by the shell: one build, configured per environment. */
export interface AppConfig {
  apiUrl: string;
  /** What prices are in; the same as the API's CURRENCY. Absent: DEFAULT_CURRENCY. */
  currency?: Currency;
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    /** Set locally: the Auth emulator's URL, e.g. http://127.0.0.1:9099 */
    emulatorUrl?: string;
  };
}

/** `/remotes.json`: where each remote's manifest lives. */
export type RemotesConfig = Record<'storefront' | 'buyer' | 'seller' | 'admin', string>;
