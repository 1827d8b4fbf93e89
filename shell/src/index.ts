import { preconnectApi } from './config/preconnect-api.ts';
import { loadRuntimeConfig } from './config/runtime-config.ts';
import { preloadStorefrontOf } from './remotes/preload-remote.ts';
import { registerRemotesFrom } from './remotes/remote-registry.ts';

// The configuration downloads while the app's code does, instead of after it; as soon as it is
// known, the connections to the API open and the remote the page needs is registered and starts
// downloading. None of this touches a shared library, so it may run before the async boundary.
const config = loadRuntimeConfig();
config.then(
  ({ app, remotes }) => {
    preconnectApi(app.apiUrl);
    registerRemotesFrom(remotes);
    preloadStorefrontOf(window.location.pathname);
  },
  // Reported by bootstrap, which shows the 'could not start' message.
  () => undefined,
);

// The async boundary: the shared singletons are negotiated before any of them is used.
void import('./bootstrap.tsx').then(({ start }) => start(config));
