/**
 * Every entry under a folder of the project (files and folders), named as the project's checks name files:
 * relative to the project, forward slashes on every system (`docs/decisions/site-search.md`).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

export function projectPathsUnder(root: string, top: string): string[] {
  return readdirSync(path.join(root, top), { recursive: true, encoding: 'utf8' }).map(
    (entry) => `${top}/${entry.split(path.sep).join('/')}`,
  );
}
