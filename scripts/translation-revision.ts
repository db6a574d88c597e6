/**
 * `npm run translation-revision -- content/en/services/knee.md …`: the revision of each English page, as a
 * translation record's `from` names it. Run it when a translation is made or checked again against the English.
 */
import { readFile } from 'node:fs/promises';
import { revisionOf } from '../src/generator/load/translation-sources.ts';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('Name the English page: npm run translation-revision -- content/en/services/<slug>.md');
  process.exit(2);
}
for (const file of files) console.log(`${revisionOf(await readFile(file, 'utf8'))}  ${file}`);
