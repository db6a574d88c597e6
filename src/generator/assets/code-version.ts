/**
 * The version of the generator, which the build cache and the build id change with (code-hash.mjs says what it
 * covers). `npm run build` starts from a bundle that scripts/run-build.mjs named with this hash and passes it on
 * in CLINIC_CODE_VERSION; run from the sources (`npx tsx build.ts`), the build hashes the files itself.
 */
import { codeHash } from './code-hash.mjs';

export async function codeVersion(root: string): Promise<string> {
  return process.env.CLINIC_CODE_VERSION || codeHash(root);
}
