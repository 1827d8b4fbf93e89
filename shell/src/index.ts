import { loadRuntimeConfig } from './config/runtime-config.ts';

// The configuration downloads while the app's code does, instead of after it.
const config = loadRuntimeConfig();
// Handled in bootstrap; this keeps the browser from reporting it unhandled in the meantime.
config.catch(() => undefined);

// An async boundary, so that the shared singletons are negotiated before any of them is used.
void import('./bootstrap.tsx').then(({ start }) => start(config));
