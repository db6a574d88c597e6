/**
 * `npm run bench`: the build's speed and memory, measured in fresh processes (a benchmark, not a test).
 *  1. a cold build of the site: process wall time and the build's own phases;
 *  2. a generated corpus of 4,000 articles (~400 words each): wall time and peak memory (max RSS).
 * Targets: the site in at most 1.0 s; the corpus in at most 3 s under 250 MiB.
 * Also: in `npm run dev`, saving one markdown page to the reload event (target under 200 ms; lib/bench-dev.ts).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { readdir, stat } from 'node:fs/promises';
import { writeCorpus } from './lib/corpus.ts';
import { FileWriter } from '../src/generator/output.ts';
import { writeFile } from 'node:fs/promises';
import { performanceReport } from './lib/perf-report.ts';
import { measureDevReload } from './lib/bench-dev.ts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..');
const CORPUS_SIZE = Number(process.env.BENCH_ARTICLES ?? 4000);

interface BuildRun {
  readonly wallMs: number;
  readonly processMs: number;
  readonly maxRssKiB: number;
  readonly pages: number;
  readonly timings: ReadonlyArray<readonly [string, number]>;
}

async function timedBuild(args: string[]): Promise<BuildRun> {
  const started = performance.now();
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'build.ts', '--json', ...args], {
    cwd: ROOT,
    env: { ...process.env, GTM_ID: process.env.GTM_ID ?? '' },
    maxBuffer: 16 * 1024 * 1024,
  });
  const processMs = performance.now() - started;
  const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
  return { ...result, processMs };
}

/** How long this disk takes just to create the build's files: the part of a build no code change can remove. */
async function writeFloor(built: string, target: string): Promise<{ files: number; bytes: number; ms: number }> {
  const entries = (await readdir(built, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  const sized = await Promise.all(
    entries.map(async (e) => {
      const file = path.join(e.parentPath, e.name);
      return { rel: path.relative(built, file), size: (await stat(file)).size };
    }),
  );
  const started = performance.now();
  const out = new FileWriter(target);
  for (const { rel, size } of sized) await out.write(rel, Buffer.alloc(size, 120));
  await out.flush();
  return { files: sized.length, bytes: sized.reduce((sum, f) => sum + f.size, 0), ms: performance.now() - started };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** The report: printed as it goes, and written as markdown to bench-report.md. */
const report: string[] = [
  '# Benchmark report',
  '',
  `${new Date().toISOString()} · Node ${process.version} · ${(await import('node:os')).cpus().length} cores`,
  '',
];
function section(title: string, markdown: string): void {
  report.push(`## ${title}`, '', markdown, '');
}

const tmp = await mkdtemp(path.join(tmpdir(), 'clinic-bench-'));
try {
  const siteRuns: BuildRun[] = [];
  for (let i = 0; i < 3; i++) siteRuns.push(await timedBuild(['--out', path.join(tmp, 'site')]));
  const site = siteRuns.sort((a, b) => a.wallMs - b.wallMs)[1] ?? (siteRuns[0] as (typeof siteRuns)[number]);
  console.log(`Site: ${site.pages} pages, median of 3 cold builds`);
  console.log(`  build (in process)          ${site.wallMs.toFixed(0).padStart(6)} ms   (target ≤ 1000 ms)`);
  console.log(`  whole process incl. start   ${site.processMs.toFixed(0).padStart(6)} ms`);
  for (const [name, ms] of site.timings) console.log(`    ${name.padEnd(28)} ${ms.toFixed(1).padStart(7)} ms`);

  const content = path.join(tmp, 'corpus');
  await writeCorpus(content, path.join(ROOT, 'content'), CORPUS_SIZE);
  const corpusRuns: BuildRun[] = [];
  for (let i = 0; i < 3; i++) corpusRuns.push(await timedBuild(['--content', content, '--out', path.join(tmp, 'corpus-out')]));
  const wall = median(corpusRuns.map((r) => r.wallMs));
  const rss = Math.max(...corpusRuns.map((r) => r.maxRssKiB)) / 1024;
  const corpus = corpusRuns.find((r) => r.wallMs === wall) ?? (corpusRuns[0] as (typeof corpusRuns)[number]);
  console.log(`Corpus: ${CORPUS_SIZE} generated articles (${corpus.pages} pages), median of 3 cold builds`);
  console.log(`  build (in process)          ${wall.toFixed(0).padStart(6)} ms   (target ≤ 3000 ms)`);
  console.log(
    `  whole process incl. start   ${median(corpusRuns.map((r) => r.processMs))
      .toFixed(0)
      .padStart(6)} ms`,
  );
  console.log(`  peak memory (max RSS)       ${rss.toFixed(0).padStart(6)} MiB  (target < 250 MiB)`);
  for (const [name, ms] of corpus.timings) console.log(`    ${name.padEnd(28)} ${ms.toFixed(1).padStart(7)} ms`);
  const floor = await writeFloor(path.join(tmp, 'corpus-out'), path.join(tmp, 'floor'));
  console.log(
    `  disk floor: writing the same ${floor.files} files (${(floor.bytes / 1048576).toFixed(0)} MiB) with no rendering: ${floor.ms.toFixed(0)} ms`,
  );
  section(
    'Build',
    [
      '| build | pages | in process (ms) | whole process (ms) | peak RSS (MiB) | target |',
      '| --- | --- | --- | --- | --- | --- |',
      `| site, cold | ${site.pages} | ${site.wallMs.toFixed(0)} | ${site.processMs.toFixed(0)} | ${(site.maxRssKiB / 1024).toFixed(0)} | ≤ 1000 ms |`,
      `| ${CORPUS_SIZE}-article corpus, cold | ${corpus.pages} | ${wall.toFixed(0)} | ${median(corpusRuns.map((r) => r.processMs)).toFixed(0)} | ${rss.toFixed(0)} | ≤ 3000 ms, < 250 MiB |`,
      '',
      `Phases of the corpus build: ${corpus.timings.map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`).join(' · ')}.`,
      `Disk floor: writing the same ${floor.files} files (${(floor.bytes / 1048576).toFixed(0)} MiB) with no rendering takes ${floor.ms.toFixed(0)} ms on this machine.`,
    ].join('\n'),
  );

  const dev = await measureDevReload(ROOT, tmp);
  console.log(dev.text);
  section('Dev server', dev.markdown);

  console.log('Performance: page weights and Lighthouse (mobile), five pages...');
  const perf = await performanceReport(ROOT);
  console.log(perf.markdown);
  section('Pages', perf.markdown);
  await writeFile(path.join(ROOT, 'bench-report.md'), report.join('\n'));
  console.log('Written to bench-report.md');
} finally {
  await rm(tmp, { recursive: true, force: true });
}
