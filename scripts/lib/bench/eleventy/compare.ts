/** One Eleventy build of the prepared project, in a fresh process (the benchmark alternates it with ours). */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { EleventyProject, EleventySetup } from './prepare.ts';

const run = promisify(execFile);
const RUNNER = path.join(import.meta.dirname, 'run.mjs');

export interface EleventyRun {
  readonly setup: EleventySetup;
  /** Process start to the last page written (Node's clock starts with the process). */
  readonly pagesMs: number;
  /** The whole process, measured from outside (includes Pagefind when it ran). */
  readonly processMs: number;
  /** Pagefind over the output, when it ran. */
  readonly pagefindMs?: number;
  readonly maxRssKiB: number;
  /** Processor time of the process up to the last page written: in user code and in the kernel, ms. */
  readonly cpu: ProcessorTime;
}

export interface ProcessorTime {
  readonly userMs: number;
  readonly systemMs: number;
}

export async function runEleventy(project: EleventyProject, setup: EleventySetup, withPagefind: boolean): Promise<EleventyRun> {
  const started = performance.now();
  const args = [RUNNER, project.input, project.output, project.configs[setup], ...(withPagefind ? ['--pagefind'] : [])];
  const { stdout } = await run(process.execPath, args, { cwd: path.dirname(project.input), maxBuffer: 16 * 1024 * 1024 });
  const processMs = performance.now() - started;
  const line = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as {
    pagesMs: number;
    pagefindMs?: number;
    maxRssKiB: number;
    cpu: ProcessorTime;
  };
  return {
    setup,
    pagesMs: line.pagesMs,
    processMs,
    maxRssKiB: line.maxRssKiB,
    cpu: line.cpu,
    ...(line.pagefindMs === undefined ? {} : { pagefindMs: line.pagefindMs }),
  };
}
