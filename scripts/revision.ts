/**
 * `npm run revision -- <file>…`: the revision of each English page named (load/revision.ts), the number a translation
 * records as `translation.from` once it has been checked against that English text. Given a Chinese or Malay page,
 * it prints its English page's revision, and whether the page's record is in step with it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { revisionOf } from '../src/generator/load/revision.ts';

const files = process.argv.slice(2).filter((a) => a !== '--');
if (files.length === 0) {
  console.error('usage: npm run revision -- content/en/services/<page>.md (or a cn/bh page: its English page is read)');
  process.exit(2);
}
let failed = false;
for (const file of files) {
  const english = file.replace(/(^|[\\/])(cn|bh)([\\/])/, '$1en$3');
  try {
    const revision = revisionOf(readFileSync(english, 'utf8'));
    if (english === file) {
      console.log(`${revision}  ${file}`);
      continue;
    }
    const recorded = /^\s+from:\s*['"]?([0-9a-f]{12})/m.exec(readFileSync(file, 'utf8'))?.[1];
    const state =
      recorded === undefined ? 'no translation.from yet' : recorded === revision ? 'in step' : `out of step (records ${recorded})`;
    console.log(`${revision}  ${english} → ${path.normalize(file)}: ${state}`);
  } catch (error) {
    failed = true;
    console.error(`${english}: cannot be read (${(error as Error).message.split('\n')[0]})`);
  }
}
process.exit(failed ? 1 : 0);
