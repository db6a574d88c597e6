/**
 * A throwaway copy of the project's inputs (content, catalogues, public files) in a temporary folder,
 * so a test can break one file and run the real build against it without touching the working tree.
 */
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface TempProject {
  readonly root: string;
  readonly out: string;
  file(relative: string): string;
  read(relative: string): Promise<string>;
  write(relative: string, text: string): Promise<void>;
  edit(relative: string, change: (text: string) => string): Promise<void>;
  remove(relative: string): Promise<void>;
  dispose(): Promise<void>;
}

export async function tempProject(): Promise<TempProject> {
  const root = await mkdtemp(path.join(tmpdir(), 'clinic-site-'));
  await Promise.all([
    cp(path.join(ROOT, 'content'), path.join(root, 'content'), { recursive: true }),
    cp(path.join(ROOT, 'locales'), path.join(root, 'locales'), { recursive: true }),
    // public/ is only read, so a link is enough.
    symlink(path.join(ROOT, 'public'), path.join(root, 'public'), 'dir'),
  ]);
  return projectAt(root);
}

/** The helpers of a project folder that already holds its inputs. */
export function projectAt(root: string): TempProject {
  const file = (relative: string) => path.join(root, relative);
  return {
    root,
    out: file('dist'),
    file,
    read: (relative) => readFile(file(relative), 'utf8'),
    write: (relative, text) => writeFile(file(relative), text),
    edit: async (relative, change) => writeFile(file(relative), change(await readFile(file(relative), 'utf8'))),
    remove: (relative) => rm(file(relative)),
    dispose: () => rm(root, { recursive: true, force: true }),
  };
}

const PREVIOUS = 'the last good build';

/** A temporary project whose output folder already holds a previous build (one marker file). */
export async function tempProjectWithPreviousOutput(): Promise<TempProject> {
  return withMarkerOutput(await tempProject());
}

/** Puts a previous build (one marker file) into a project's output folder. */
export async function withMarkerOutput(project: TempProject): Promise<TempProject> {
  await mkdir(project.out);
  await writeFile(path.join(project.out, 'previous.txt'), PREVIOUS);
  return project;
}

/** The previous output is exactly as it was, and no staging folder is left behind. */
export async function previousOutputState(project: TempProject): Promise<{ files: string[]; marker: string; staging: string[] }> {
  return {
    files: await readdir(project.out),
    marker: await readFile(path.join(project.out, 'previous.txt'), 'utf8'),
    staging: (await readdir(project.root)).filter((f) => f.includes('staging')),
  };
}

export const INTACT = { files: ['previous.txt'], marker: PREVIOUS, staging: [] };
