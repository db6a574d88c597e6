import { describe, expect, it } from 'vitest';
import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { docPaths, docsCheck, pointerPaths } from '../../scripts/check-docs.ts';
import { docProblems, headingAnchors, README_LINES } from '../../scripts/lib/checks/doc-links.ts';
import { npmRunProblems, sectionPointerProblems } from '../../scripts/lib/checks/doc-pointers.ts';
import { projectAt, ROOT } from '../helpers/project.ts';

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

  it('reads the README, the docs and every folder’s README of this project', () => {
    const paths = docPaths(ROOT);
    expect(paths).toEqual(
      expect.arrayContaining([
        'README.md',
        'docs/decisions/site-search.md',
        'src/generator/README.md',
        'content/README.md',
        'tests/fixtures/site/README.md',
      ]),
    );
    expect(paths.every((file) => file.endsWith('.md') && !path.isAbsolute(file))).toBe(true);
    expect(paths.some((file) => file.startsWith('node_modules/') || file.startsWith('dist/'))).toBe(false);
  });

  it('reads the settings file, the CI script, the workflows and the code for pointers', () => {
    expect(pointerPaths(ROOT)).toEqual(
      expect.arrayContaining(['.env.example', '.ci/run', '.github/workflows/pages.yml', 'src/site/config.ts', 'scripts/check-docs.ts']),
    );
  });
});

// Written in two parts, so that this file holds no command of its own for a check to find.
const NPM_RUN = ['npm', 'run'].join(' ');

describe('npm scripts named in prose', () => {
  const scripts = new Set(['build', 'test:unit', 'typecheck']);

  it('names a script package.json lacks, with file and line', () => {
    const doc = { path: 'src/generator/checks/copy-text.ts', text: `/**\n * The copy rules, \`${NPM_RUN} word-count\` and the tests\n */` };
    expect(npmRunProblems([doc], scripts)).toEqual([
      `src/generator/checks/copy-text.ts:2: ${NPM_RUN} word-count: package.json has no script "word-count"`,
    ]);
  });

  it('accepts scripts that exist, a colon inside a name and a colon or full stop after it', () => {
    const doc = { path: 'README.md', text: `${NPM_RUN} build, ${NPM_RUN} test:unit. Then ${NPM_RUN} typecheck: done.` };
    expect(npmRunProblems([doc], scripts)).toEqual([]);
  });
});

describe('sections named in prose', () => {
  const README = '# Clinic\n\n## Set-up\n\n### Settings\n';
  const DEPLOY = '# Deploying\n\n## GitHub Pages\n';
  const docs = [
    { path: 'README.md', text: README },
    { path: 'docs/README.md', text: '# Project decisions\n' },
    { path: 'docs/deploy.md', text: DEPLOY },
  ];
  const exists = (file: string) => docs.some((doc) => doc.path === file) || file === 'src/site/config.ts';

  it('names a README section that does not exist, as .env.example had it', () => {
    const env = { path: '.env.example', text: '# SITE_URL\n# The editor (README, "The content editor"): the repository\n' };
    expect(sectionPointerProblems([env], docs, exists)).toEqual([
      '.env.example:2: README, "The content editor": README.md has no heading "The content editor"',
    ]);
  });

  it('accepts sections that exist, by heading or #anchor, from the root first and then beside the file', () => {
    const text = [
      'See README.md, "Settings", `docs/deploy.md`, "GitHub Pages" and docs/deploy.md#github-pages.',
      'From docs/: deploy.md, "GitHub Pages".',
    ].join('\n');
    expect(sectionPointerProblems([{ path: 'docs/testing.md', text }], docs, exists)).toEqual([]);
  });

  it('names a file that is not there and an anchor its file lacks', () => {
    const text = '// docs/deploying.md, "GitHub Pages" and docs/deploy.md#netlify\n';
    expect(sectionPointerProblems([{ path: 'src/site/config.ts', text }], docs, exists)).toEqual([
      'src/site/config.ts:1: docs/deploying.md, "GitHub Pages": no such file',
      'src/site/config.ts:1: docs/deploy.md#netlify: docs/deploy.md has no heading #netlify',
    ]);
  });

  it('leaves addresses and markdown links alone (doc-links.ts checks the links)', () => {
    const text = 'https://github.com/owner/repo/README.md#install and [the decisions](README.md#nothing-here)\n';
    expect(sectionPointerProblems([{ path: 'docs/testing.md', text }], docs, exists)).toEqual([]);
  });
});

describe('npm run check-docs on a project', () => {
  it('checks the folder READMEs, .env.example and the code together', async () => {
    const project = projectAt(await mkdtemp(path.join(tmpdir(), 'check-docs-')));
    try {
      for (const folder of ['docs', 'content', 'src/site']) await mkdir(project.file(folder), { recursive: true });
      await project.write('package.json', JSON.stringify({ scripts: { build: 'x' } }));
      await project.write('README.md', '# Clinic\n\n### Settings\n\n`npm run build`\n');
      await project.write('docs/deploy.md', '# Deploying\n');
      await project.write('content/README.md', 'See [the guide](../docs/guide.md).\n');
      await project.write('.env.example', '# The editor (README, "The content editor")\nSITE_URL=https://clinic.example\n');
      await project.write('src/site/config.ts', `// ${NPM_RUN} word-count, docs/deploy.md, "GitHub Pages"\n`);
      expect(docsCheck(project.root).problems).toEqual([
        'content/README.md: link to ../docs/guide.md: no such file',
        `src/site/config.ts:1: ${NPM_RUN} word-count: package.json has no script "word-count"`,
        '.env.example:1: README, "The content editor": README.md has no heading "The content editor"',
        'src/site/config.ts:1: docs/deploy.md, "GitHub Pages": docs/deploy.md has no heading "GitHub Pages"',
      ]);
    } finally {
      await project.dispose();
    }
  });
});
