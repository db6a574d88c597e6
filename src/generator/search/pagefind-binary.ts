/** Pagefind's own program (its package installs the one for this machine), apart so a test can put another in its place. */
import { createRequire } from 'node:module';

/** Pagefind's own program for this platform, as its package finds it (the extended one reads Chinese words). */
export function pagefindBinary(): string {
  const require = createRequire(import.meta.url);
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const suffix = platform === 'windows' ? '.exe' : '';
  for (const name of ['pagefind_extended', 'pagefind']) {
    try {
      return require.resolve(`@pagefind/${platform}-${process.arch}/bin/${name}${suffix}`);
    } catch {
      // Not installed for this platform under this name: try the next one.
    }
  }
  throw new Error(`Pagefind has no program for ${platform}-${process.arch} installed (npm ci installs the one for this machine)`);
}
