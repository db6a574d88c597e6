/**
 * Every file under a folder, as the site names them: paths relative to the folder, forward slashes, sorted, files
 * only (no folders). Tests read built sites, caches and bundles this way instead of each writing its own walk.
 */
import { copyFileSync, linkSync, mkdirSync, readdirSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

export interface FilesUnderOptions {
  /** Keep only names ending with this (`.html`) or with one of these (`['.html', '_payload.json']`). */
  readonly ext?: string | readonly string[];
}

export async function filesUnder(dir: string, options: FilesUnderOptions = {}): Promise<string[]> {
  const endings = options.ext === undefined ? undefined : typeof options.ext === 'string' ? [options.ext] : options.ext;
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !endings || endings.some((ending) => file.endsWith(ending)))
    .sort();
}

/**
 * A copy of a folder whose files are hard links to the originals: a few milliseconds where copying the bytes of a
 * built site takes some 200. Only for a folder nobody writes into in place: a build stages its output and swaps the
 * whole folder, so a test that proves the previous output untouched can start from links to a template output.
 * Across file systems, where no link can be made, the files are copied.
 */
export function linkedCopy(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(to, path.relative(from, source));
    if (entry.isDirectory()) mkdirSync(target, { recursive: true });
    else if (entry.isFile()) {
      mkdirSync(path.dirname(target), { recursive: true });
      try {
        linkSync(source, target);
      } catch (error) {
        // Another file system (the test run's temporary files in memory, the project on disk): copy instead.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        copyFileSync(source, target);
      }
    }
  }
}
