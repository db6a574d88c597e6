/**
 * What public/ may publish: the kinds of file a clinic site serves, by name. Everything in public/ is served from
 * the site's own origin, where the editor at /admin/ keeps its sign-in, so an `.html` page or a script there runs
 * with the site's rights (an uploaded `evil.html` loading a sibling `evil.js` passes the site's policy, which
 * allows scripts from 'self'). Any other kind is a problem naming the file; an SVG is published only when it is a
 * drawing and nothing more (svg-check.ts). The list is in content/README.md.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { firstLine, type Problem } from '../../shared/problems.ts';
import type { ListedFile } from '../load/project-files.ts';
import { signatureProblem } from './file-signatures.ts';
import { svgProblems } from './svg-check.ts';

/** Extensions published, by what they are. */
export const PUBLISHED_TYPES: Readonly<Record<string, string>> = {
  '.jpg': 'picture',
  '.jpeg': 'picture',
  '.png': 'picture',
  '.webp': 'picture',
  '.avif': 'picture',
  '.svg': 'picture (a drawing only)',
  '.ico': 'icon',
  '.webmanifest': 'web app manifest',
  '.pdf': 'document',
  '.woff': 'font',
  '.woff2': 'font',
};

/** Files published by their whole name, at the top of public/: the crawlers' file and the host files (merged, not copied). */
const NAMED_FILES = new Set(['robots.txt', '_headers', '_redirects']);

const ACCEPTED = 'pictures (JPEG, PNG, WebP, AVIF, SVG), icons (.ico), the manifest (.webmanifest), PDF, fonts (WOFF, WOFF2), robots.txt';

/** Why a file of public/ may not be published, or undefined. */
export function publishedTypeProblem(relative: string): string | undefined {
  if (NAMED_FILES.has(relative)) return undefined;
  const name = path.posix.basename(relative);
  if (name.startsWith('.')) return `is a hidden file; public/ publishes only ${ACCEPTED}: remove it`;
  // A hidden folder is as private as a hidden file (.git, .cache, an editor's backups): nothing in it is published.
  const folder = relative
    .split('/')
    .slice(0, -1)
    .find((part) => part.startsWith('.'));
  if (folder) return `is inside a hidden folder (${folder}/); public/ publishes nothing from one: move the file out or remove it`;
  const ext = path.posix.extname(name).toLowerCase();
  if (ext in PUBLISHED_TYPES) return undefined;
  if (ext === '.html' || ext === '.htm' || ext === '.xhtml' || ext === '.js' || ext === '.mjs' || ext === '.cjs')
    return `is ${ext === '.js' || ext === '.mjs' || ext === '.cjs' ? 'a script' : 'a web page'}, which would run on the site’s own origin, where the content editor signs in; public/ publishes only ${ACCEPTED}`;
  if (ext === '.jfif' || ext === '.jpe') return `is a JPEG named ${ext}: rename it .jpg`;
  return `${ext ? `"${ext}" files are` : 'a file without an extension is'} not published; public/ publishes only ${ACCEPTED}`;
}

/** Problems of the kinds of file in a public/ listing, SVGs read and checked, files copied as they are sniffed. */
export async function publishedFileProblems(files: readonly ListedFile[], label = 'public'): Promise<Problem[]> {
  const problems: Problem[] = [];
  await Promise.all(
    files.map(async ({ relative, real }) => {
      const file = `${label}/${relative}`;
      const type = publishedTypeProblem(relative);
      if (type) {
        problems.push({ file, message: type });
        return;
      }
      if (path.posix.extname(relative).toLowerCase() !== '.svg') {
        const wrong = await signatureProblem(relative, real);
        if (wrong) problems.push({ file, message: wrong });
        return;
      }
      let text: string;
      try {
        text = await readFile(real, 'utf8');
      } catch (error) {
        problems.push({ file, message: `cannot be read (${firstLine(error)})` });
        return;
      }
      for (const message of svgProblems(text)) problems.push({ file, message: `${message}: export it again as a plain drawing` });
    }),
  );
  return problems.sort((a, b) => String(a.file).localeCompare(String(b.file)));
}
