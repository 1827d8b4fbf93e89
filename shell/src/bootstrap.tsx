import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { setAppConfig } from './config/app-config-store.ts';
import type { RuntimeConfig } from './config/runtime-config.ts';
import { startSession } from './auth/start-session.ts';
import { firstPageReady } from './remotes/first-page.ts';
import { dropEarlyRead } from './session/early-read.ts';

/** Renders the app once the configuration (fetched by index.ts, which registered the remotes) is in. */
export function start(config: Promise<RuntimeConfig>): void {
  const root = createRoot(document.getElementById('root')!);
  config
    .then(async ({ app }) => {
      setAppConfig(app);
      startSession(app);
      await firstPageReady(window.location.pathname);
      dropEarlyRead();
      // A transition renders the first page in slices that yield to the browser, rather than in
      // one long task that blocks input while the storefront's page is built.
      startTransition(() => root.render(<App />));
    })
    .catch((error: unknown) => {
      console.error(error);
      root.render(
        <p role="alert" style={{ padding: 24, fontFamily: 'system-ui' }}>
          Sell Phones BD could not start: its configuration did not load. Please reload the page.
        </p>,
      );
    });
}
