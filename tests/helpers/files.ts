/**
 * Every file under a folder, as the site names them: paths relative to the folder, forward slashes, sorted, files
 * only (no folders). Tests read built sites, caches and bundles this way instead of each writing its own walk.
 */
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
