import { defineConfig } from 'vitest/config';

// `npm run test:proof`: the long proofs. The fault and load suites (test/proof-slow, named
// *.proof.ts so the normal run never picks them up) and the fuzz run at 20,000 requests.
export default defineConfig({
  test: {
    globalSetup: ['./test/support/auth-emulator.global-setup.ts', './test/support/pglite-snapshot.global-setup.ts'],
    include: ['test/proof-slow/**/*.proof.ts', 'test/proof/schema-fuzz.test.ts'],
    env: { FUZZ_RUNS: process.env.FUZZ_RUNS ?? '20000' },
    testTimeout: 300_000,
    hookTimeout: 180_000,
    // One at a time: the load run measures memory and throughput, undisturbed.
    fileParallelism: false,
  },
});
