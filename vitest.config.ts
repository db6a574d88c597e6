import { defineConfig } from 'vitest/config';
import { isolatedTestFiles } from './tests/helpers/isolation.ts';

/**
 * Two projects. `node`: the node suites (generator, model, content, audit, scripts, servers) and the browser suites
 * (tests/e2e, driving the system's Chromium), which share one set of loaded modules. `isolated`: the suites that
 * need a module graph of their own (happy-dom, mocks, fake timers; see tests/helpers/isolation.ts). The real site
 * is built once for the whole run by the root's global setup (tests/global-setup.ts), which every project reads
 * through inject('distDir'); the generator's own tests build the small fixture site (tests/fixtures/site).
 */
const ISOLATED = isolatedTestFiles(import.meta.dirname);

/** The real clinic facts, installed for the tests that render or check without a build (tests/setup/). */
const CLINIC_FACTS = 'tests/setup/clinic-facts.ts';

/**
 * `npm run test:unit` sets CLINIC_TESTS=unit to leave the browser files out. An environment variable, not vitest's
 * --exclude, which a project with its own `exclude` does not see.
 */
const WITHOUT_BROWSER = process.env.CLINIC_TESTS === 'unit' ? ['tests/e2e/**'] : [];

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
          // The node suites and the browser suites in one project, so the sequencer can run a browser file (which
          // mostly waits on Chromium) beside a CPU-heavy generator file instead of running the two sets one after
          // the other: about a minute less per run on two cores. `npm run test:unit` leaves tests/e2e out.
          name: 'node',
          include: ['tests/**/*.test.{ts,tsx}'],
          setupFiles: [CLINIC_FACTS],
          exclude: [...ISOLATED, ...WITHOUT_BROWSER],
          environment: 'node',
          env: PRODUCTION_REACT,
          // The files share one set of loaded modules (playwright-core, the servers, the helpers): none of them
          // mocks a module or changes a global. About 17 s of CPU less per run.
          isolate: false,
          // Browser tests wait on Chromium and the servers; hooks build the fixture site, which on a busy two-core
          // machine can take longer than vitest's default 10 s.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        oxc: OXC,
        test: {
          name: 'isolated',
          include: ISOLATED,
          setupFiles: [CLINIC_FACTS],
          environment: 'node',
          // Each file in a fresh VM context of a long-lived thread, with fresh modules. The threads pool started a
          // thread per file, which imported happy-dom again (0.3 s): these 37 files took 17.5 s and 31
          // processor-seconds, and take 9.4 s and 16 here. A test's own `import 'happy-dom'` loads a second copy
          // here, so a test that needs a window of its own makes it with tests/helpers/happy-window.ts.
          pool: 'vmThreads',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
