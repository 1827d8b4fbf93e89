import { defineConfig } from '@playwright/test';
import { CLUSTER_E2E_ENV, CLUSTER_URL } from './cluster/cluster-env.ts';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Journeys against cluster mode (`npm run start:cluster --fresh` on ports 8090-8092, its own
 * database, Redis database and folders), so they run beside the ordinary journeys (3000-3004,
 * 4000). One worker: the releases they switch are the whole site's.
 */
export default defineConfig({
  testDir: './cluster',
  outputDir: '../test-results/cluster',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL: CLUSTER_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: 'node scripts/start-cluster.mjs --fresh --throwaway',
    cwd: '..',
    url: `${CLUSTER_URL}/api/ready`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    env: CLUSTER_E2E_ENV,
    stdout: 'ignore',
    stderr: 'pipe',
    // Time for the cluster to stop its processes and drop its database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
