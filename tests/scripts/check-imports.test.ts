import { describe, expect, it } from 'vitest';
import { folderSizeProblems, importProblems } from '../../scripts/check-imports.ts';

describe('npm run check-imports', () => {
  it('accepts imports that run one way', () => {
    expect(
      importProblems([
        { from: 'src/generator/build.ts', to: 'src/model/routes.ts' },
        { from: 'src/model/routes.ts', to: 'src/shared/problems.ts' },
        { from: 'tests/x.test.ts', to: 'scripts/lib/y.ts' },
      ]),
    ).toEqual([]);
  });

  it('names a cycle between folders with an import that closes it', () => {
    expect(
      importProblems([
        { from: 'src/runtime/payloads.ts', to: 'src/writer/render.tsx' },
        { from: 'src/writer/csp.ts', to: 'src/runtime/early-redirect.ts' },
      ]),
    ).toEqual([
      'import cycle between src/runtime -> src/writer -> src/runtime: src/runtime/payloads.ts -> src/writer/render.tsx; src/writer/csp.ts -> src/runtime/early-redirect.ts',
    ]);
  });

  it('finds a cycle through three folders', () => {
    const problems = importProblems([
      { from: 'src/a/x.ts', to: 'src/b/y.ts' },
      { from: 'src/b/y.ts', to: 'src/c/z.ts' },
      { from: 'src/c/z.ts', to: 'src/a/w.ts' },
    ]);
    expect(problems).toEqual([expect.stringMatching(/^import cycle between src\/a -> src\/b -> src\/c -> src\/a:/)]);
  });

  it("treats the generator's stage folders as folders: a stage may not use one that uses it back", () => {
    expect(
      importProblems([
        { from: 'src/generator/render/markdown.ts', to: 'src/generator/checks/content-html.ts' },
        { from: 'src/generator/checks/body-checks.ts', to: 'src/generator/render/markdown.ts' },
        // build.ts sits above every stage.
        { from: 'src/generator/build.ts', to: 'src/generator/render/render-pages.ts' },
      ]),
    ).toEqual([
      'import cycle between src/generator/checks -> src/generator/render -> src/generator/checks: src/generator/checks/body-checks.ts -> src/generator/render/markdown.ts; src/generator/render/markdown.ts -> src/generator/checks/content-html.ts',
    ]);
  });

  it('refuses scripts/ importing tests/ and src/ importing either', () => {
    expect(
      importProblems([
        { from: 'scripts/lib/bench/lighthouse.ts', to: 'tests/e2e/browser.ts' },
        { from: 'src/generator/build.ts', to: 'scripts/lib/serve/listen.ts' },
      ]),
    ).toEqual([
      'scripts/lib/bench/lighthouse.ts imports tests/e2e/browser.ts: scripts/ never depends on tests/ (move the shared code into scripts/lib/)',
      'src/generator/build.ts imports scripts/lib/serve/listen.ts: src/ never depends on scripts/',
    ]);
  });

  it('refuses a folder of the generator or scripts/ with more than 15 source files, counting each folder on its own', () => {
    const many = (folder: string, n: number, ext = 'ts') => Array.from({ length: n }, (_, i) => `${folder}/f${i}.${ext}`);
    expect(folderSizeProblems([...many('src/generator/render', 15), ...many('src/generator/render/deep', 15)])).toEqual([]);
    expect(folderSizeProblems([...many('src/generator/load', 16)])).toEqual([
      'src/generator/load/ holds 16 source files (at most 15): split it by job, with a line for each part in src/generator/README.md',
    ]);
    expect(folderSizeProblems([...many('scripts/lib/serve', 15), 'scripts/lib/serve/a.mjs'])).toHaveLength(1);
    // Declarations and other files are not code of their own; folders outside the generator and scripts/ are not held to it.
    expect(folderSizeProblems([...many('scripts/lib/x', 15), 'scripts/lib/x/a.d.mts', 'scripts/lib/x/README.md'])).toEqual([]);
    expect(folderSizeProblems(many('src/islands', 30))).toEqual([]);
  });
});
