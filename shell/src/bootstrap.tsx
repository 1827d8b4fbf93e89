import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { setAppConfig } from './config/app-config-store.ts';
import type { RuntimeConfig } from './config/runtime-config.ts';
import { preloadRemoteOf } from './remotes/preload-remote.ts';
import { registerRemotesFrom } from './remotes/remote-registry.ts';
import { startSession } from './auth/start-session.ts';

export function start(config: Promise<RuntimeConfig>): void {
  const root = createRoot(document.getElementById('root')!);
  config
    .then(({ app, remotes }) => {
      setAppConfig(app);
      registerRemotesFrom(remotes);
      preloadRemoteOf(window.location.pathname);
      startSession(app);
      root.render(<App />);
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
