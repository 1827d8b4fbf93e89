import { defineConfig } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The journeys run against the built apps, started once by `npm start --fresh` on an empty data
 * folder, in Debian's Chromium (no browser download). One worker: the machine has two cores and
 * the apps, the API and the emulator need them too.
 */
export default defineConfig({
  testDir: './journeys',
  outputDir: '../test-results',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL: 'http://127.0.0.1:3000',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node scripts/start.mjs --fresh',
    cwd: '..',
    url: 'http://127.0.0.1:3000',
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    // Every journey signs in from the same address; the sign-in limit itself is proven in the API tests.
    env: { DATA_DIR: '.data/e2e', JWT_RATE_LIMIT_PER_MINUTE: '1000', JWT_ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
