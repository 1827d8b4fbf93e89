import { loadRuntimeConfig } from './config/runtime-config.ts';
import { preloadRemoteOf } from './remotes/preload-remote.ts';
import { registerRemotesFrom } from './remotes/remote-registry.ts';

// The configuration downloads while the app's code does, instead of after it, and the remote the
// page needs is registered and starts downloading as soon as it is known. Neither touches a shared
// library, so both may run before the async boundary below.
const config = loadRuntimeConfig();
config.then(
  ({ remotes }) => {
    registerRemotesFrom(remotes);
    preloadRemoteOf(window.location.pathname);
  },
  // Reported by bootstrap, which shows the 'could not start' message.
  () => undefined,
);

// An async boundary, so that the shared singletons are negotiated before any of them is used.
void import('./bootstrap.tsx').then(({ start }) => start(config));
