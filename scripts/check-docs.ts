/**
 * `npm run check-docs` (part of `npm run lint`): the README and the docs hold no link to a file or heading that
 * is not there, and the README stays within its length (lib/checks/doc-links.ts). The docs are the README, the
 * editors' content/README.md, everything under docs/ and the README of any folder of src/ or scripts/.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type DocFile, docProblems } from './lib/checks/doc-links.ts';
import { projectPathsUnder } from './lib/checks/project-paths.ts';

/** The project's documentation files, relative to `root` with forward slashes. */
export function docPaths(root: string): string[] {
  const under = (top: string, keep: (file: string) => boolean) => projectPathsUnder(root, top).filter(keep);
  return [
    'README.md',
    'content/README.md',
    ...under('docs', (file) => file.endsWith('.md')),
    ...['src', 'scripts'].flatMap((top) => under(top, (file) => file.endsWith('/README.md'))),
  ]
    .filter((file) => existsSync(path.join(root, file)))
    .sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.cwd();
  const docs: DocFile[] = docPaths(root).map((file) => ({ path: file, text: readFileSync(path.join(root, file), 'utf8') }));
  const problems = docProblems(docs, (file) => existsSync(path.join(root, file)));
  for (const problem of problems) console.error(problem);
  if (problems.length) process.exit(1);
  console.log(`Docs: ${docs.length} files, every relative link leads to a file and heading that exist; README.md within its length.`);
}
