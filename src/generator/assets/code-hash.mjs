// The hash that names a version of the generator: its code (src/, build.ts), the exact dependencies (the lock
// file), Node's version and where the project lives. The clinic's facts are content, read by the load stage: the
// build cache keys them with the other render inputs (cache/page-reuse.ts). Plain JavaScript, because scripts/run-build.mjs needs it
// before any TypeScript can run (it names the cached bundle of the generator with it); the build itself uses it,
// through code-version.ts, for its cache and its build id.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** @param {string} root the project's folder */
export function codeHash(root) {
  const hash = createHash('sha256');
  hash.update(`${process.version}\0${root}\0`);
  const files = readdirSync(path.join(root, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of [path.join(root, 'build.ts'), path.join(root, 'package-lock.json'), ...files]) {
    hash.update(`${path.relative(root, file)}\0`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}
