import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const ATTEMPTS = 3;

/**
 * Retries a failed manifest or entry fetch twice, with a short pause, before the remote's area
 * shows its fallback. (The published retry plugin is not released for this federation version.)
 */
export default function remoteRetryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'sellphones-remote-retry',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
        try {
          const response = await fetch(url, init);
          if (response.ok || response.status < 500) return response;
          lastError = new Error(`${url} answered ${response.status}`);
        } catch (error) {
          lastError = error;
        }
        await new Promise((resolve) => setTimeout(resolve, 300 * (attempt + 1)));
      }
      throw lastError;
    },
  };
}
