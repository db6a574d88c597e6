import { defineConfig } from 'vitest/config';
import { isolatedTestFiles } from './tests/helpers/isolation.ts';

/**
 * Three projects. `unit`: the node suites (generator, model, content, audit, scripts, servers), which share one
 * set of loaded modules. `unit-isolated`: the suites that need a module graph of their own (happy-dom, mocks,
 * fake timers; see tests/helpers/isolation.ts). `e2e`: browser tests driving the system's Chromium. The real site
 * is built once for the whole run by the root's global setup (tests/global-setup.ts), which every project reads
 * through inject('distDir'); the generator's own tests build the small fixture site (tests/fixtures/site).
 */
const ISOLATED = isolatedTestFiles(import.meta.dirname);

/**
 * React as `npm run build` runs it. Under vitest's NODE_ENV=test it loads its development builds, which check
 * every element and prop as they are made: each build of a site then costs about 50% more CPU. The projects that
 * build sites use the production builds; the isolated project keeps vitest's setting, where components and islands
 * are tested with React's development warnings.
 */
const PRODUCTION_REACT = { NODE_ENV: 'production' };

/** JSX compiled as `npm run build` compiles it (jsx(), not jsxDEV()), which either of React's builds can run. */
const OXC = { jsx: { runtime: 'automatic', development: false } } as const;

export default defineConfig({
  oxc: OXC,
  test: {
    globalSetup: ['tests/global-setup.ts'],
    // Two files at a time: the machine class has two cores, and files wait on builds, servers and the browser.
    maxWorkers: 2,
    projects: [
      {
        oxc: OXC,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', ...ISOLATED],
          environment: 'node',
          env: PRODUCTION_REACT,
          // The files share one set of loaded modules (playwright-core, the servers, the helpers), as the unit
          // project does: none of them mocks a module or changes a global. About 17 s of CPU less per run.
          isolate: false,
          testTimeout: 30_000,
          // Hooks build the fixture site; on a busy two-core machine that can take longer than the default 10 s.
          hookTimeout: 60_000,
        },
      },
      {
        oxc: OXC,
        test: {
          name: 'unit-isolated',
          include: ISOLATED,
          environment: 'node',
          // A thread starts faster than a process; each file still gets fresh modules.
          pool: 'threads',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        oxc: OXC,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          env: PRODUCTION_REACT,
          // The files share one set of loaded modules (playwright-core, the servers, the helpers), as the unit
          // project does: none of them mocks a module or changes a global. About 17 s of CPU less per run.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
