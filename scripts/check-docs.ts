/**
 * `npm run check-docs` (part of `npm run lint`): the README and the docs hold no link to a file or heading that
 * is not there, and the README stays within its length (lib/checks/doc-links.ts); no text a newcomer follows names
 * an `npm run` script package.json lacks or a section (`README.md, "Settings"`) that is not there
 * (lib/checks/doc-pointers.ts). The docs are the README, everything under docs/ and the README of every folder
 * (content/README.md, src/generator/README.md, …); the other text is `.env.example`, the CI scripts and the code.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type DocFile, docProblems } from './lib/checks/doc-links.ts';
import { npmRunProblems, sectionPointerProblems } from './lib/checks/doc-pointers.ts';
import { projectPathsUnder } from './lib/checks/project-paths.ts';

/** Folders that are not the project's own writing: installed packages, build output, caches. */
const NOT_OURS = new Set(['node_modules', 'dist', '.git', '.tmp', '.cache']);

/** The project's top-level folders that hold its own files. */
function ownFolders(root: string): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_OURS.has(entry.name) && !entry.name.startsWith('.dist-'))
    .map((entry) => entry.name);
}

/** The project's documentation files, relative to `root` with forward slashes. */
export function docPaths(root: string): string[] {
  const readmes = ownFolders(root)
    .filter((top) => top !== 'docs')
    .flatMap((top) => projectPathsUnder(root, top).filter((file) => file.endsWith('/README.md')));
  return ['README.md', ...projectPathsUnder(root, 'docs').filter((file) => file.endsWith('.md')), ...readmes]
    .filter((file) => existsSync(path.join(root, file)))
    .sort();
}

/** The other text a newcomer follows: the settings file, the CI script and workflows, and the code's comments and messages. */
export function pointerPaths(root: string): string[] {
  const code = (file: string) => /\.(ts|tsx|mjs|mts)$/.test(file);
  const workflow = (file: string) => /\.ya?ml$/.test(file);
  const under = (top: string) => (existsSync(path.join(root, top)) ? projectPathsUnder(root, top) : []);
  return [
    '.env.example',
    '.ci/run',
    ...under('.github').filter(workflow),
    ...readdirSync(root).filter(code),
    // Not tests/: the checks' own tests hold pointers that lead nowhere on purpose.
    ...['src', 'scripts'].flatMap((top) => under(top).filter(code)),
  ]
    .filter((file) => existsSync(path.join(root, file)))
    .sort();
}

/** Every problem of the project's docs and pointers under `root`, and how many files were read. */
export function docsCheck(root: string): { problems: string[]; docs: number; others: number } {
  const read = (file: string): DocFile => ({ path: file, text: readFileSync(path.join(root, file), 'utf8') });
  const exists = (file: string) => existsSync(path.join(root, file));
  const docs = docPaths(root).map(read);
  const others = pointerPaths(root).map(read);
  const scripts = new Set(Object.keys((JSON.parse(read('package.json').text) as { scripts?: object }).scripts ?? {}));
  const problems = [
    ...docProblems(docs, exists),
    ...npmRunProblems([...docs, ...others], scripts),
    ...sectionPointerProblems([...docs, ...others], docs, exists),
  ];
  return { problems, docs: docs.length, others: others.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { problems, docs, others } = docsCheck(process.cwd());
  for (const problem of problems) console.error(problem);
  if (problems.length) process.exit(1);
  console.log(
    `Docs: ${docs} files, every relative link leads to a file and heading that exist; README.md within its length. ` +
      `${docs + others} files name only npm scripts and sections that exist.`,
  );
}
