/**
 * Which unit test files need a module graph of their own. Most of them only import the generator and read files:
 * they can share one set of loaded modules, which spares every file the seconds it takes to load React, marked,
 * esbuild and the generator again. A file needs its own when it changes something every later file would see:
 * a browser-like environment (modules keep the window they first saw), a mocked module, stubbed globals or
 * environment, fake timers, spies. Read from the files themselves, so a new test is placed without a list to keep.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const NEEDS_ISOLATION =
  /@vitest-environment|\bvi\.(mock|doMock|hoisted|stubGlobal|stubEnv|useFakeTimers|spyOn|setSystemTime)\b|process\.env\.[\w$]+\s*=(?!=)/;

/** Unit test files (outside tests/e2e), relative to `root` with forward slashes, that must run isolated. */
export function isolatedTestFiles(root: string): string[] {
  const tests = path.join(root, 'tests');
  return readdirSync(tests, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith('e2e/') && !file.startsWith('fixtures/'))
    .filter((file) => NEEDS_ISOLATION.test(readFileSync(path.join(tests, file), 'utf8')))
    .map((file) => `tests/${file}`)
    .sort();
}
