/** The hash that names a version of the generator (code-hash.mjs). */
export function codeHash(root: string): string;
