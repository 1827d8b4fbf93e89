import { defineConfig } from 'vitest/config';

// Component tests in a browser-like DOM; the remote's own build is webpack, not vite.
export default defineConfig({
  test: { environment: 'jsdom', include: ['test/**/*.test.{ts,tsx}'] },
});
