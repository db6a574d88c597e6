/**
 * `npm run bench`: the build's speed and memory, measured in fresh processes (a benchmark, not a test).
 *  1. a cold build of the site: process wall time and the build's own phases;
 *  2. a generated corpus of 4,000 articles (~400 words each): wall time and peak memory (max RSS), alternating with
 *     Eleventy building the same bodies into our own built article page (lib/eleventy/).
 * Targets: the site in at most 1.0 s including process start; the corpus's pages in at most half Eleventy's time,
 * under 260 MiB.
 * Also: in `npm run dev`, saving one markdown page to the reload event (target under 200 ms; lib/bench-dev.ts).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { readdir, stat } from 'node:fs/promises';
import { writeCorpus } from './lib/bench/corpus.ts';
import { FileWriter } from '../src/generator/output/output.ts';
import { readFile, writeFile } from 'node:fs/promises';
import { performanceReport, REPORT_PAGES } from './lib/bench/perf-report.ts';
import { measureDevReload } from './lib/bench/bench-dev.ts';
import { prepareEleventy } from './lib/bench/eleventy/prepare.ts';
import { runEleventy, type EleventyRun, type ProcessorTime } from './lib/bench/eleventy/compare.ts';
import { readFileSync } from 'node:fs';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..');
const CORPUS_SIZE = Number(process.env.BENCH_ARTICLES ?? 4000);
const ELEVENTY_VERSION: string = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/@11ty/eleventy/package.json'), 'utf8')).version;

interface BuildRun {
  readonly wallMs: number;
  readonly processMs: number;
  readonly maxRssKiB: number;
  readonly pages: number;
  readonly rendered: number;
  readonly timings: ReadonlyArray<readonly [string, number]>;
  /** The build process's processor time (both render threads; Pagefind's own process is not in it). */
  readonly cpu: ProcessorTime;
}

/** Node's options and the launcher, as package.json's `build` script gives them (`node <options> <launcher>`). */
const BUILD_COMMAND = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { build: string } }).scripts.build
  .split(/\s+/)
  .slice(1);

async function timedBuild(args: string[]): Promise<BuildRun> {
  const started = performance.now();
  // As `npm run build` runs it: the launcher with the generator's cached bundle, under the same options of Node.
  const { stdout } = await run(process.execPath, [...BUILD_COMMAND, '--json', ...args], {
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

/** The build's time on the search index alone (Pagefind), which Eleventy's pages-only build has no counterpart for. */
function searchMs(run: BuildRun): number {
  return run.timings.filter(([name]) => name === 'search documents' || name === 'search index').reduce((sum, [, ms]) => sum + ms, 0);
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
  // The generator's bundle is made once before measuring: it is made again only when the code changes.
  await timedBuild(['--out', path.join(tmp, 'site'), '--no-cache']);
  for (let i = 0; i < 3; i++) siteRuns.push(await timedBuild(['--out', path.join(tmp, 'site'), '--no-cache']));
  const site = siteRuns.sort((a, b) => a.wallMs - b.wallMs)[1] ?? (siteRuns[0] as (typeof siteRuns)[number]);
  console.log(`Site: ${site.pages} pages, median of 3 cold builds`);
  console.log(`  build (in process)          ${site.wallMs.toFixed(0).padStart(6)} ms`);
  console.log(`  whole process incl. start   ${site.processMs.toFixed(0).padStart(6)} ms   (target ≤ 1000 ms)`);
  for (const [name, ms] of site.timings) console.log(`    ${name.padEnd(28)} ${ms.toFixed(1).padStart(7)} ms`);

  const content = path.join(tmp, 'corpus');
  await writeCorpus(content, path.join(ROOT, 'content'), CORPUS_SIZE);
  const corpusOut = path.join(tmp, 'corpus-out');
  // Eleventy's layout is our own built article page, so both write pages of the same size from the same bodies.
  const first = await timedBuild(['--content', content, '--out', corpusOut, '--no-cache']);
  const eleventy = await prepareEleventy(
    path.join(tmp, 'eleventy'),
    path.join(content, 'en/blog'),
    path.join(corpusOut, 'blog/corpus-article-1/index.html'),
    /^corpus-article-/,
  );
  const ours: BuildRun[] = [first];
  const defaults: EleventyRun[] = [];
  const fastest: EleventyRun[] = [];
  // Alternating, so a slow moment of the machine does not fall on one side only.
  for (let i = 0; i < 3; i++) {
    if (i > 0) ours.push(await timedBuild(['--content', content, '--out', corpusOut, '--no-cache']));
    defaults.push(await runEleventy(eleventy, 'defaults', i === 0));
    fastest.push(await runEleventy(eleventy, 'fastest', false));
  }
  const pagesOf = (r: BuildRun) => r.processMs - searchMs(r);
  const ourWall = median(ours.map((r) => r.processMs));
  const ourPages = median(ours.map(pagesOf));
  const ourSearch = median(ours.map(searchMs));
  const ourRss = Math.max(...ours.map((r) => r.maxRssKiB)) / 1024;
  const eleventyPages = median(defaults.map((r) => r.pagesMs));
  const eleventyFastest = median(fastest.map((r) => r.pagesMs));
  const eleventyRss = Math.max(...defaults.map((r) => r.maxRssKiB), ...fastest.map((r) => r.maxRssKiB)) / 1024;
  const eleventyPagefind = defaults[0]?.pagefindMs ?? NaN;
  const corpus = ours.find((r) => r.processMs === ourWall) ?? first;
  const ratio = ourPages / eleventyPages;
  const ratioFastest = ourPages / eleventyFastest;
  const mark = (met: boolean) => (met ? 'met' : '**missed**');
  console.log(`Corpus: ${CORPUS_SIZE} generated articles (${corpus.pages} pages), median of 3 cold builds, alternating with Eleventy`);
  console.log(`  ours, whole build incl. start     ${ourWall.toFixed(0).padStart(6)} ms`);
  console.log(`    of which the search index       ${ourSearch.toFixed(0).padStart(6)} ms`);
  console.log(`    pages (all but the index)       ${ourPages.toFixed(0).padStart(6)} ms`);
  console.log(
    `  Eleventy ${ELEVENTY_VERSION} as it comes      ${eleventyPages.toFixed(0).padStart(6)} ms   ours/Eleventy ${ratio.toFixed(2)} (target ≤ 0.5)`,
  );
  console.log(
    `  Eleventy at its fastest           ${eleventyFastest.toFixed(0).padStart(6)} ms   ours/Eleventy ${ratioFastest.toFixed(2)}`,
  );
  console.log(`  Pagefind over Eleventy's output   ${eleventyPagefind.toFixed(0).padStart(6)} ms`);
  // The work of an Eleventy site with search: its pages, then Pagefind over them, against our whole build.
  const eleventyWithSearch = eleventyPages + eleventyPagefind;
  console.log(
    `  Eleventy + Pagefind, one after the other ${eleventyWithSearch.toFixed(0).padStart(6)} ms   ours (whole build)/that ${(ourWall / eleventyWithSearch).toFixed(2)}`,
  );
  const eachRss = ours.map((r) => (r.maxRssKiB / 1024).toFixed(0)).join(', ');
  console.log(`  peak memory: ours ${ourRss.toFixed(0)} MiB (target ≤ 260; runs ${eachRss}), Eleventy ${eleventyRss.toFixed(0)} MiB`);
  // Where the processor time goes: most of a build of many small files is the kernel creating folders and files,
  // which no change to our code removes. A build within half of Eleventy's time on this machine's cores has at most
  // `budget` ms of processor time in all.
  const cores = (await import('node:os')).availableParallelism();
  const ourCpu = { userMs: median(ours.map((r) => r.cpu.userMs)), systemMs: median(ours.map((r) => r.cpu.systemMs)) };
  const eleventyCpu = { userMs: median(defaults.map((r) => r.cpu.userMs)), systemMs: median(defaults.map((r) => r.cpu.systemMs)) };
  const budget = (eleventyPages / 2) * cores;
  const cpuLine = (cpu: ProcessorTime) => `kernel ${cpu.systemMs.toFixed(0)} ms + user code ${cpu.userMs.toFixed(0)} ms`;
  console.log(`  processor time: ours ${cpuLine(ourCpu)}; Eleventy ${cpuLine(eleventyCpu)}`);
  console.log(`    half of Eleventy's time on ${cores} cores allows ${budget.toFixed(0)} ms of processor time in all`);
  for (const [name, ms] of corpus.timings) console.log(`    ${name.padEnd(28)} ${ms.toFixed(1).padStart(7)} ms`);
  // One editor's change to one article of the corpus, built with the cache the cold builds left.
  const edits: BuildRun[] = [];
  for (let i = 0; i < 3; i++) {
    const article = path.join(content, 'en/blog', `corpus-article-${Math.ceil(CORPUS_SIZE / 2) + i}.md`);
    await writeFile(article, `${await readFile(article, 'utf8')}\nOne more sentence, edit ${i + 1}.\n`);
    edits.push(await timedBuild(['--content', content, '--out', corpusOut]));
  }
  const edit = median(edits.map((r) => r.processMs));
  const editRun = edits.find((r) => r.processMs === edit) ?? (edits[0] as BuildRun);
  const editShare = edit / ourWall;
  const editSearch = median(edits.map(searchMs));
  console.log(
    `  one article edited, cached build    ${edit.toFixed(0).padStart(6)} ms   ${(editShare * 100).toFixed(0)}% of cold (target ≤ 15%); ${editRun.rendered} page(s) rendered, search index ${editSearch.toFixed(0)} ms`,
  );
  const floor = await writeFloor(corpusOut, path.join(tmp, 'floor'));
  console.log(
    `  disk floor: writing the same ${floor.files} files (${(floor.bytes / 1048576).toFixed(0)} MiB) with no rendering: ${floor.ms.toFixed(0)} ms`,
  );
  section(
    'Build',
    [
      '| build | pages | whole process (ms) | peak RSS (MiB) | target | |',
      '| --- | --- | --- | --- | --- | --- |',
      `| site, cold | ${site.pages} | ${site.processMs.toFixed(0)} | ${(site.maxRssKiB / 1024).toFixed(0)} | ≤ 1000 ms | ${mark(site.processMs <= 1000)} |`,
      `| ${CORPUS_SIZE}-article corpus, cold | ${corpus.pages} | ${ourWall.toFixed(0)} | ${ourRss.toFixed(0)} | ≤ 260 MiB | ${mark(ourRss <= 260)} |`,
      `| — pages (all but the search index) | | ${ourPages.toFixed(0)} | | ≤ 0.5 × Eleventy: ${(eleventyPages / 2).toFixed(0)} ms | ${mark(ratio <= 0.5)} (${ratio.toFixed(2)}) |`,
      `| — search index (Pagefind) | | ${ourSearch.toFixed(0)} | | | |`,
      `| Eleventy ${ELEVENTY_VERSION} as it comes (Liquid), same bodies and page bytes | ${eleventy.articles} | ${eleventyPages.toFixed(0)} | ${eleventyRss.toFixed(0)} | | |`,
      `| Eleventy at its fastest (plain markdown, JavaScript layout) | ${eleventy.articles} | ${eleventyFastest.toFixed(0)} | | | ours ${ratioFastest.toFixed(2)} × |`,
      `| — processor time of our build (pages and index writing) | | ${cpuLine(ourCpu)} | | ≤ ${budget.toFixed(0)} ms in all would be needed for 0.5 × Eleventy on ${cores} cores | |`,
      `| — processor time of Eleventy's build | | ${cpuLine(eleventyCpu)} | | | |`,
      `| Pagefind over Eleventy's output (how an Eleventy site adds search) | ${eleventy.articles} | ${eleventyPagefind.toFixed(0)} | | | |`,
      `| Eleventy + Pagefind (an Eleventy site with search), against our whole build | ${eleventy.articles} | ${eleventyWithSearch.toFixed(0)} | | | ours ${(ourWall / eleventyWithSearch).toFixed(2)} × |`,
      `| corpus, one article edited, with the cache | ${editRun.rendered} rendered | ${edit.toFixed(0)} | | ≤ 15% of cold | ${mark(editShare <= 0.15)} (${(editShare * 100).toFixed(0)}%; search index ${editSearch.toFixed(0)} ms) |`,
      '',
      'Medians of three alternating runs, each a fresh process, start-up included. Peak RSS is the build process (both',
      'render threads); Pagefind indexes in a child process of its own, not counted on either side.',
      '',
      `Phases of our corpus build: ${corpus.timings.map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`).join(' · ')}.`,
      `Disk floor: writing the same ${floor.files} files (${(floor.bytes / 1048576).toFixed(0)} MiB) with no rendering takes ${floor.ms.toFixed(0)} ms on this machine.`,
    ].join('\n'),
  );

  const dev = await measureDevReload(ROOT, tmp);
  console.log(dev.text);
  section('Dev server', dev.markdown);

  console.log(`Performance: page weights and Lighthouse (mobile), ${REPORT_PAGES.length} pages, one of each kind...`);
  const perf = await performanceReport(ROOT);
  console.log(perf.markdown);
  section('Pages', perf.markdown);
  await writeFile(path.join(ROOT, 'bench-report.md'), report.join('\n'));
  console.log('Written to bench-report.md');
} finally {
  await rm(tmp, { recursive: true, force: true });
}
