/**
 * The version of the generator: a hash of its code (src/, build.ts), the exact dependencies (the lock file) and
 * Node's version. The build cache and the build id change with it. `npm run build` starts from a bundle of the code
 * made by scripts/run-build.mjs, which hashes the same files to name the bundle and passes its hash on in
 * CLINIC_CODE_VERSION; run from the sources (`npx tsx build.ts`), the build hashes them itself.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export async function codeVersion(root: string): Promise<string> {
  const fromLauncher = process.env.CLINIC_CODE_VERSION;
  if (fromLauncher) return fromLauncher;
  const hash = createHash('sha256');
  hash.update(`${process.version}\0${root}\0`);
  const files = (await readdir(path.join(root, 'src'), { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of [path.join(root, 'build.ts'), path.join(root, 'package-lock.json'), ...files]) {
    hash.update(`${path.relative(root, file)}\0`);
    hash.update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}
