import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';

// The real API in a process of its own, for the suites that kill it, restart its database or
// load it over HTTP. Configured by the environment like src/server.ts; PROOF_STRIPE_PORT points
// the Stripe SDK at a local stand-in (never an environment setting of the product).

const stripePort = process.env.PROOF_STRIPE_PORT;
const config = {
  ...loadConfig(process.env),
  ...(stripePort ? { stripeApi: { host: '127.0.0.1', port: Number(stripePort), protocol: 'http' as const } } : {}),
};
const app = await buildApp(config);
// Port 0: the system picks a free one (PORT itself must be 1-65535), reported to the parent.
await app.listen({ port: Number(process.env.PROOF_LISTEN_PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : config.port });
// The load suite compares memory before and after: measured after a full collection.
process.on('message', (message) => {
  if (message !== 'measure') return;
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  process.send?.({ rss, heapUsed });
});
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
