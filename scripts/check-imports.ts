/**
 * `npm run check-imports`: imports run one way. Between the folders of src/ there is no cycle (a folder may use
 * another only if that one does not use it back, directly or through others), src/ never imports from scripts/ or
 * tests/, and scripts/ never imports from tests/. Reads the import graph with TypeScript's own pre-processor, so
 * dynamic imports and `export … from` count too. Prints each cycle with one import that closes it. Also: no folder
 * of src/generator/ or scripts/ holds more than FOLDER_LIMIT source files (a newcomer reads a folder at a glance).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { projectPathsUnder } from './lib/checks/project-paths.ts';

export interface ImportEdge {
  readonly from: string;
  readonly to: string;
}

const CODE = /\.(ts|tsx|mts)$/;

/** Every relative import between the project's own TypeScript files, as project-relative paths. */
export function importEdges(root: string, tops: readonly string[] = ['src', 'scripts', 'tests']): ImportEdge[] {
  const edges: ImportEdge[] = [];
  const walk = (dir: string): string[] =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
      const rel = path.join(dir, e.name);
      if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'fixtures' ? [] : walk(rel);
      return CODE.test(e.name) ? [rel] : [];
    });
  for (const file of tops.flatMap((top) => walk(top))) {
    const info = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true);
    for (const imported of info.importedFiles) {
      if (!imported.fileName.startsWith('.')) continue;
      edges.push({ from: file, to: path.normalize(path.join(path.dirname(file), imported.fileName)) });
    }
  }
  return edges;
}

/**
 * The folder a file belongs to for these rules: `src/generator/<stage>` for the generator's stage folders (so the
 * stages run one way too: load below checks below render…, see src/generator/README.md), `src/<folder>` elsewhere
 * inside src/, else its top-level folder.
 */
export function folderOf(file: string): string {
  const parts = file.split(/[\\/]/);
  if (parts[0] === 'src' && parts[1] === 'generator' && parts.length > 3) return `src/generator/${parts[2]}`;
  return parts[0] === 'src' && parts.length > 2 ? `src/${parts[1]}` : (parts[0] ?? file);
}

/** Problems with the graph: folder cycles inside src/, and imports against the direction of the layers. */
export function importProblems(edges: readonly ImportEdge[]): string[] {
  const problems: string[] = [];
  const example = new Map<string, ImportEdge>();
  const graph = new Map<string, Set<string>>();
  for (const edge of edges) {
    const [a, b] = [folderOf(edge.from), folderOf(edge.to)];
    if (a === b) continue;
    if (a.startsWith('src') && (b === 'scripts' || b === 'tests'))
      problems.push(`${edge.from} imports ${edge.to}: src/ never depends on ${b}/`);
    if (a === 'scripts' && b === 'tests')
      problems.push(`${edge.from} imports ${edge.to}: scripts/ never depends on tests/ (move the shared code into scripts/lib/)`);
    if (!a.startsWith('src/') || !b.startsWith('src/')) continue;
    if (!graph.has(a)) graph.set(a, new Set());
    graph.get(a)?.add(b);
    if (!example.has(`${a}>${b}`)) example.set(`${a}>${b}`, edge);
  }
  for (const cycle of cycles(graph)) {
    const closing = cycle.map((folder, i) => example.get(`${folder}>${cycle[(i + 1) % cycle.length]}`));
    problems.push(`import cycle between ${[...cycle, cycle[0]].join(' -> ')}: ${closing.map((e) => `${e?.from} -> ${e?.to}`).join('; ')}`);
  }
  return problems;
}

/** The elementary cycles of a small graph, each once, starting from its smallest node. */
function cycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const found = new Map<string, string[]>();
  const visit = (start: string, node: string, trail: string[]) => {
    for (const next of graph.get(node) ?? []) {
      if (next === start) {
        const key = [...trail].sort().join('|');
        if (!found.has(key)) found.set(key, trail);
      } else if (!trail.includes(next) && next > start) visit(start, next, [...trail, next]);
    }
  };
  for (const start of [...graph.keys()].sort()) visit(start, start, [start]);
  return [...found.values()];
}

/** Most source files one folder of the generator or of scripts/ may hold: past it, a folder needs splitting by job. */
export const FOLDER_LIMIT = 15;

/** Folders of src/generator/ and scripts/ (each on its own, not with its subfolders) holding more than `limit` source files. */
export function folderSizeProblems(files: readonly string[], limit = FOLDER_LIMIT): string[] {
  const counts = new Map<string, number>();
  for (const file of files) {
    const normal = file.split(/[\\/]/).join('/');
    if (!normal.startsWith('src/generator/') && !normal.startsWith('scripts/')) continue;
    // Declaration files describe a module beside them; they are not code of their own.
    if (!CODE.test(normal) && !normal.endsWith('.mjs')) continue;
    if (normal.endsWith('.d.mts') || normal.endsWith('.d.ts')) continue;
    const folder = normal.slice(0, normal.lastIndexOf('/'));
    counts.set(folder, (counts.get(folder) ?? 0) + 1);
  }
  return [...counts]
    .filter(([, count]) => count > limit)
    .map(
      ([folder, count]) =>
        `${folder}/ holds ${count} source files (at most ${limit}): split it by job, with a line for each part in src/generator/README.md`,
    );
}

/** The project's source files under src/generator/ and scripts/, relative to `root`. */
function sourceFiles(root: string): string[] {
  return ['src/generator', 'scripts'].flatMap((top) => projectPathsUnder(root, top));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = [...importProblems(importEdges(process.cwd())), ...folderSizeProblems(sourceFiles(process.cwd()))];
  for (const problem of problems) console.error(problem);
  if (problems.length) process.exit(1);
  console.log(
    `Imports run one way: no cycle between the folders of src/, nothing in src/ or scripts/ from tests/; no folder of the generator or scripts/ holds more than ${FOLDER_LIMIT} source files.`,
  );
}
