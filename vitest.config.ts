import { defineConfig } from 'vitest/config';

/**
 * Two projects: fast unit tests (node, or happy-dom where a file asks for it), and browser tests that drive
 * the system's Chromium against a site built once for the run (see tests/e2e/global-setup.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One Chromium at a time: the machine has two cores and the browser needs both.
          fileParallelism: false,
        },
      },
    ],
  },
});
