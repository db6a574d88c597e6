/**
 * The pointers written in prose, which a markdown link check does not see: a command `npm run <script>` that
 * package.json must have, and a section named in words, `README.md, "Settings"` or `docs/deploy.md#github-pages`,
 * whose file and heading must exist. They are read in the docs and in the other text a newcomer follows (the
 * settings file `.env.example`, comments and messages in the code, the CI scripts).
 */
import { headingAnchors, type DocFile } from './doc-links.ts';
import GithubSlugger from 'github-slugger';

/** `npm run test:unit`; a colon or full stop after the name ends the sentence, not the name. */
const NPM_RUN = /\bnpm run ([a-z][\w:-]*[\w-]|[a-z])/g;

/**
 * A markdown file (or a README named without its extension) followed by a section: `, "Heading"` or `#anchor`.
 * The file may be in backticks. A name inside an address (`https://host/x.md#a`) is not the project's, and a
 * markdown link's target is doc-links.ts's to check.
 */
const SECTION_POINTER = /(?<![\w/:.-]|\]\()`?((?:[\w.-]+\/)*[\w.-]+\.md|README)`?(?:, "([^"\n]+)"|#([\w-]+))/g;

/** The line of `text` an offset lies on, 1-based. */
function lineAt(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

/** Every `npm run <script>` written in `files` whose script package.json does not have. */
export function npmRunProblems(files: readonly DocFile[], scripts: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const file of files) {
    for (const match of file.text.matchAll(NPM_RUN)) {
      const name = match[1] ?? '';
      if (!scripts.has(name)) {
        problems.push(`${file.path}:${lineAt(file.text, match.index)}: npm run ${name}: package.json has no script "${name}"`);
      }
    }
  }
  return problems;
}

/**
 * Every section pointer in `files` that leads nowhere. A file is looked for from the project's root first (prose
 * names files from there: `docs/deploy.md`, `README.md`), then beside the file that names it; `README` is README.md.
 * `docs` holds the markdown files whose headings can be checked; `exists` answers for any project path.
 */
export function sectionPointerProblems(
  files: readonly DocFile[],
  docs: readonly DocFile[],
  exists: (projectPath: string) => boolean,
): string[] {
  const byPath = new Map(docs.map((doc) => [doc.path, doc]));
  const problems: string[] = [];
  for (const file of files) {
    for (const match of file.text.matchAll(SECTION_POINTER)) {
      const [written = '', named = '', heading, anchor] = match;
      const where = `${file.path}:${lineAt(file.text, match.index)}`;
      const name = named === 'README' ? 'README.md' : named;
      const folder = file.path.includes('/') ? `${file.path.slice(0, file.path.lastIndexOf('/'))}/` : '';
      const target = [name, `${folder}${name}`].find((candidate) => exists(candidate));
      if (!target) {
        problems.push(`${where}: ${written.trim()}: no such file`);
        continue;
      }
      const targetDoc = byPath.get(target);
      if (!targetDoc) continue;
      const wanted = heading === undefined ? (anchor ?? '') : new GithubSlugger().slug(heading);
      if (!headingAnchors(targetDoc.text).has(wanted)) {
        problems.push(`${where}: ${written.trim()}: ${target} has no heading ${heading === undefined ? `#${anchor}` : `"${heading}"`}`);
      }
    }
  }
  return problems;
}
