import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { setAppConfig } from './config/app-config-store.ts';
import type { RuntimeConfig } from './config/runtime-config.ts';
import { startSession } from './auth/start-session.ts';
import { preloadDashboardOf } from './remotes/preload-dashboard.ts';
import { loadRemoteApp } from './remotes/remote-registry.ts';
import { useLanguageStore } from './language/language-store.ts';
import { shellTexts } from './texts.ts';

/** Renders the app once the configuration (fetched by index.ts, which registered the remotes) is in. */
export function start(config: Promise<RuntimeConfig>): void {
  const container = document.getElementById('root')!;
  // index.html arrives with the home page's hero under the header bar (app.html with the bar alone).
  const heroShown = container.querySelector('.first-screen-hero') !== null;
  const root = createRoot(container);
  config
    .then(async ({ app }) => {
      setAppConfig(app);
      startSession(app);
      preloadDashboardOf(window.location.pathname);
      // The hero stays until the storefront can show the same hero in its place: rendered sooner,
      // the page would lose its hero behind a loading text for a moment.
      if (heroShown) await loadRemoteApp('storefront').catch(() => undefined);
      // A transition renders the first page in slices that yield to the browser, rather than in
      // one long task that blocks input while the storefront's page is built.
      startTransition(() => root.render(<App />));
    })
    .catch((error: unknown) => {
      console.error(error);
      root.render(
        <p role="alert" style={{ padding: 24, fontFamily: 'system-ui' }}>
          {shellTexts.i18n.getFixedT(useLanguageStore.getState().language, 'shell')('startFailed')}
        </p>,
      );
    });
}
