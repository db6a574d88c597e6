import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { docPaths } from '../../scripts/check-docs.ts';
import { docProblems, headingAnchors, README_LINES } from '../../scripts/lib/checks/doc-links.ts';
import { ROOT } from '../helpers/project.ts';

const DECISION = `# Search is Pagefind

## 2026-11-27 (night) — Pagefind 1.6.0, and what else

## Why
`;
const files = new Set(['README.md', 'docs/decisions/site-search.md', 'docs/testing.md', 'src/generator/build.ts']);
const exists = (file: string) => files.has(file);
const doc = (file: string, text: string) => ({ path: file, text });

describe('npm run check-docs', () => {
  it('accepts links to files and headings that exist, and leaves addresses alone', () => {
    const testing = doc(
      'docs/testing.md',
      [
        'See [the record](decisions/site-search.md#2026-11-27-night--pagefind-160-and-what-else), [why](decisions/site-search.md#why),',
        '[the build](../src/generator/build.ts), [this page](#testing), [Pagefind](https://pagefind.app/) and <mailto:a@b.example>.',
        '',
        '# Testing',
        '',
        '`[not a link](nowhere.md)`',
      ].join('\n'),
    );
    expect(docProblems([testing, doc('docs/decisions/site-search.md', DECISION)], exists)).toEqual([]);
  });

  it('names a link to a file that is not there, in prose, a list or a table', () => {
    const readme = doc(
      'README.md',
      ['- [hosting](docs/hostng.md)', '', '| a | b |', '| --- | --- |', '| [x](docs/gone.md) | y |'].join('\n'),
    );
    expect(docProblems([readme], exists)).toEqual([
      'README.md: link to docs/hostng.md: no such file',
      'README.md: link to docs/gone.md: no such file',
    ]);
  });

  it('names a link to a heading the target does not have, and one that leaves the project', () => {
    const testing = doc('docs/testing.md', '[old](decisions/site-search.md#2026-11-27--two-core) and [out](../../outside.md)');
    expect(docProblems([testing, doc('docs/decisions/site-search.md', DECISION)], exists)).toEqual([
      'docs/testing.md: link to decisions/site-search.md#2026-11-27--two-core: docs/decisions/site-search.md has no heading #2026-11-27--two-core',
      'docs/testing.md: link to ../../outside.md: no such file',
    ]);
  });

  it(`holds the README to ${README_LINES} lines`, () => {
    const lines = (n: number) => doc('README.md', `${Array.from({ length: n }, (_, i) => `line ${i}`).join('\n')}\n`);
    expect(docProblems([lines(README_LINES)], exists)).toEqual([]);
    expect(docProblems([lines(README_LINES + 1)], exists)).toEqual([
      `README.md: ${README_LINES + 1} lines (at most ${README_LINES}): move the detail into docs/`,
    ]);
  });

  it('names repeated headings as GitHub does', () => {
    expect([...headingAnchors('## Why\n\n## Why\n\n### `npm test` — on 2 cores\n')]).toEqual(['why', 'why-1', 'npm-test--on-2-cores']);
  });

  it('reads the README, the docs and the folders’ READMEs of this project', () => {
    const paths = docPaths(ROOT);
    expect(paths).toEqual(expect.arrayContaining(['README.md', 'docs/decisions/site-search.md', 'src/generator/README.md']));
    expect(paths.every((file) => file.endsWith('.md') && !path.isAbsolute(file))).toBe(true);
  });
});
