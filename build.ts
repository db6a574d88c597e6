/**
 * `npm run build`: renders the whole site into dist/ (or `--out DIR`, from `--content DIR`).
 * Exits non-zero and leaves the previous output untouched when anything is wrong.
 * Settings come from the environment, or from a `.env` file in the project (values already set win).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BuildError } from './src/shared/problems.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
// React's production build: the development one validates every element and renders several times slower.
// Set before React is first imported, hence the dynamic import below.
process.env.NODE_ENV ??= 'production';

const { values } = parseArgs({
  options: {
    content: { type: 'string' },
    out: { type: 'string' },
    quiet: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    threads: { type: 'string' },
    // Render every page, whatever the cache holds (it is written afresh).
    'no-cache': { type: 'boolean', default: false },
  },
});

const started = performance.now();
try {
  // Inside the try: the clinic's facts are read and checked as the generator's modules load, and a broken facts
  // file is reported like any other content problem.
  const { build } = await import('./src/generator/build.ts');
  const { codeVersion } = await import('./src/generator/assets/code-version.ts');
  const parallel = values.threads === undefined ? undefined : values.threads !== '1';
  const root = process.cwd();
  const result = await build({
    root,
    contentDir: values.content,
    outDir: values.out,
    parallel,
    codeVersion: await codeVersion(path.resolve(import.meta.dirname)),
    // The cache of what earlier builds read and made (src/generator/cache/build-cache.ts); --no-cache renders everything.
    cacheDir: path.join(root, '.cache/build'),
    fresh: values['no-cache'],
  });
  for (const warning of result.warnings) console.warn(`warning: ${warning}`);
  if (values.json) {
    // For the benchmark: timings, this process's peak memory and its processor time (both threads), in user code
    // and in the kernel (creating folders and files), in ms.
    const usage = process.resourceUsage();
    const cpu = { userMs: usage.userCPUTime / 1000, systemMs: usage.systemCPUTime / 1000 };
    console.log(JSON.stringify({ ...result, wallMs: performance.now() - started, maxRssKiB: usage.maxRSS, cpu }));
  } else if (!values.quiet) {
    const total = Math.round(performance.now() - started);
    const reused = result.pages - result.rendered;
    const taken = reused ? `, ${result.rendered} rendered and ${reused} unchanged since the last build` : '';
    console.log(
      `Built ${result.pages} pages${taken} (${result.files} files) into ${result.outDir} in ${total} ms, build ${result.buildId}`,
    );
    for (const [name, ms] of result.timings) console.log(`  ${name.padEnd(30)} ${ms.toFixed(1).padStart(8)} ms`);
  }
} catch (error) {
  console.error(error instanceof BuildError ? error.message : error);
  process.exitCode = 1;
}
