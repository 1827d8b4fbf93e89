import { defineConfig } from 'vitest/config';

// Component and session tests run in jsdom; nothing here talks to Firebase or the API.
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-dom.ts'],
    maxWorkers: 1,
  },
});
