import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { setAppConfig } from './config/app-config-store.ts';
import { loadRuntimeConfig } from './config/runtime-config.ts';
import { registerRemotesFrom } from './remotes/remote-registry.ts';
import { startSession } from './auth/start-session.ts';

const root = createRoot(document.getElementById('root')!);

loadRuntimeConfig()
  .then(({ app, remotes }) => {
    setAppConfig(app);
    registerRemotesFrom(remotes);
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
