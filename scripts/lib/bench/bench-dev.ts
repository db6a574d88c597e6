/**
 * The benchmark's dev-server section: how long from saving a markdown page to the reload event open pages
 * receive. It starts the real dev session on a copy of the project's inputs, saves one article's body several
 * times (a new sentence each time) and times each save until the session announces the reload.
 * Target: under 200 ms for one markdown page.
 */
import { cp, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startDevSession, type BuildEvent } from '../dev/dev-session.ts';

/** An article with room under the 1,200-word limit for the sentence the benchmark adds (about 920 words). */
const ARTICLE = 'content/en/blog/avascular-necrosis-of-the-hip.md';
const EDITS = 9;
export const DEV_RELOAD_TARGET_MS = 200;

export interface DevReloadReport {
  /** Saving the file to the reload event, per edit (ms). */
  readonly reloadMs: readonly number[];
  /** Of that, the build process's own work (read, render, write), per edit (ms). */
  readonly buildMs: readonly number[];
  readonly text: string;
  readonly markdown: string;
}

export async function measureDevReload(root: string, tmp: string): Promise<DevReloadReport> {
  const project = path.join(tmp, 'dev-project');
  await mkdir(project, { recursive: true });
  await cp(path.join(root, 'content'), path.join(project, 'content'), { recursive: true });
  await cp(path.join(root, 'locales'), path.join(project, 'locales'), { recursive: true });
  await symlink(path.join(root, 'public'), path.join(project, 'public'), 'dir');
  const session = await startDevSession({
    root: project,
    outDir: path.join(tmp, 'dev-out'),
    port: 0,
    watchCode: false,
    log: () => undefined,
  });
  const reloadMs: number[] = [];
  const buildMs: number[] = [];
  try {
    const file = path.join(project, ARTICLE);
    // One sentence, a new one at each save, in place of the last: sentences piling up would pass the article's
    // length limit, and the build would refuse the page in the middle of the measurement.
    const original = await readFile(file, 'utf8');
    for (let i = 0; i < EDITS; i++) {
      await session.idle();
      const reloaded = new Promise<BuildEvent>((resolve) => session.events.once('build', resolve));
      const text = `${original}\nA sentence added by the benchmark (${i}).\n`;
      const saved = performance.now();
      await writeFile(file, text);
      const event = await reloaded;
      if (event.type !== 'reload') throw new Error(`the dev build failed during the benchmark: ${event.message}`);
      reloadMs.push(performance.now() - saved);
      buildMs.push(event.ms);
    }
  } finally {
    await session.close();
  }
  const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  const reload = median(reloadMs);
  const worst = Math.max(...reloadMs);
  const build = median(buildMs);
  const text = [
    `Dev server: saving one markdown page to the reload event, median of ${EDITS} saves`,
    `  save → reload event          ${reload.toFixed(0).padStart(6)} ms   (target < ${DEV_RELOAD_TARGET_MS} ms; slowest ${worst.toFixed(0)} ms)`,
    `    of which the build          ${build.toFixed(1).padStart(6)} ms   (the rest: file watching, the 50 ms coalescing window, messages)`,
  ].join('\n');
  const markdown = [
    '| measure | median (ms) | slowest (ms) | target |',
    '| --- | --- | --- | --- |',
    `| save one markdown page → reload event | ${reload.toFixed(0)} | ${worst.toFixed(0)} | < ${DEV_RELOAD_TARGET_MS} ms |`,
    `| of which the incremental build | ${build.toFixed(1)} | ${Math.max(...buildMs).toFixed(1)} | |`,
    '',
    `${EDITS} saves of \`${ARTICLE}\`; the rest of the time is file watching, the 50 ms window that coalesces bursts of saves, and messages between processes.`,
  ].join('\n');
  return { reloadMs, buildMs, text, markdown };
}
