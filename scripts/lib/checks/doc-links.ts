/**
 * The project's own documentation keeps its promises: every relative link in a markdown file leads to a file that
 * exists and, with a `#fragment`, to a heading of that file (named as GitHub names headings); the README stays a
 * page a newcomer reads through (at most README_LINES lines, the rest lives in docs/). Markdown is read by marked's
 * lexer, the parser the build uses, so a link in a table, a list or emphasis counts and one in code does not.
 */
import GithubSlugger from 'github-slugger';
import { Lexer, type Token } from 'marked';

export const README_LINES = 150;

/** A markdown file of the project: its path relative to the project, forward slashes, and its text. */
export interface DocFile {
  readonly path: string;
  readonly text: string;
}

/** Every link target written in `text`, in order. */
export function linksIn(text: string): string[] {
  const hrefs: string[] = [];
  const visit = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'link' || token.type === 'image') hrefs.push((token as { href: string }).href);
      const inner = token as { tokens?: Token[]; items?: Token[] };
      if (inner.tokens) visit(inner.tokens);
      if (inner.items) visit(inner.items);
      if (token.type === 'table') {
        const table = token as Token & { header: Array<{ tokens: Token[] }>; rows: Array<Array<{ tokens: Token[] }>> };
        for (const cell of [...table.header, ...table.rows.flat()]) visit(cell.tokens);
      }
    }
  };
  visit(new Lexer().lex(text));
  return hrefs;
}

/**
 * GitHub's names for the headings of `text` (`## 2026-11 — A, b` is `#2026-11--a-b`; a repeated one gets `-1`), by
 * github-slugger, the package that copies GitHub's rule.
 */
export function headingAnchors(text: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  for (const token of new Lexer().lex(text)) {
    if (token.type === 'heading') anchors.add(slugger.slug((token as { text: string }).text));
  }
  return anchors;
}

/**
 * What is wrong with the docs: links to a file that does not exist (`exists` answers for any project path) or to
 * a heading its markdown file does not have, and a README longer than README_LINES lines.
 */
export function docProblems(docs: readonly DocFile[], exists: (projectPath: string) => boolean): string[] {
  const problems: string[] = [];
  const byPath = new Map(docs.map((doc) => [doc.path, doc]));
  for (const doc of docs) {
    if (doc.path === 'README.md') {
      const lines = doc.text.replace(/\n$/, '').split('\n').length;
      if (lines > README_LINES) problems.push(`README.md: ${lines} lines (at most ${README_LINES}): move the detail into docs/`);
    }
    for (const href of linksIn(doc.text)) {
      // Addresses (https:, mailto:) are not files of the project.
      if (/^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//')) continue;
      const [file = '', fragment] = href.split('#', 2);
      const target = file === '' ? doc.path : joinPath(doc.path, safeDecode(file));
      if (target === undefined || !exists(target)) {
        problems.push(`${doc.path}: link to ${href}: no such file`);
        continue;
      }
      const targetDoc = byPath.get(target);
      if (fragment && targetDoc && !headingAnchors(targetDoc.text).has(safeDecode(fragment))) {
        problems.push(`${doc.path}: link to ${href}: ${target} has no heading #${fragment}`);
      }
    }
  }
  return problems;
}

/** `relative` resolved against the folder of `from` (both project paths); undefined when it leaves the project. */
function joinPath(from: string, relative: string): string | undefined {
  const parts = relative.startsWith('/') ? [] : from.split('/').slice(0, -1);
  for (const part of relative.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
