import { defineConfig } from 'vitest/config';

/**
 * Two projects: fast unit tests (node, or happy-dom where a file asks for it), and browser tests that drive
 * the system's Chromium. The real site is built once for the whole run by the root's global setup
 * (tests/global-setup.ts), which both projects read through inject('distDir').
 */
export default defineConfig({
  test: {
    globalSetup: ['tests/global-setup.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**'],
          environment: 'node',
          testTimeout: 30_000,
          // Hooks build the fixture site; on a busy two-core machine that can take longer than the default 10 s.
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One Chromium at a time: the machine has two cores and the browser needs both.
          fileParallelism: false,
        },
      },
    ],
  },
});
