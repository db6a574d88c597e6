/**
 * How the editor reads and writes the glossary (content/glossary.yml): the form's values written over the file as
 * it was read (yaml-edit.ts), so its comments, sections and one-line `avoid` entries stay, and a save changes only
 * the lines of what was typed. Problems come from the build's own check of the text the save would write, named by
 * the form's labels: `Terms › term 3 › Malay: …`.
 */
import { GLOSSARY_SCHEMA, parseGlossary } from '../model/glossary.ts';
import { inFormWords } from '../site/fact-schema.ts';
import { editedYaml, parseYaml } from './yaml-edit.ts';

/** The text the last read gave: a write keeps its comments and layout. */
let lastRead = 'terms: []\n';

export function readGlossaryFile(text: string): Record<string, unknown> {
  lastRead = text;
  const doc = parseYaml(text);
  if (doc.errors.length) throw new Error('The glossary file cannot be read. Ask the site’s developer to repair it.');
  const data: unknown = doc.toJS({ maxAliasCount: 50 });
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
}

export function writeGlossaryFile(data: Record<string, unknown>, base: string = lastRead): string {
  return editedYaml(base, data);
}

/** What the build would say of the file this data makes, in the form's words. */
export function glossaryProblems(data: Record<string, unknown>, base: string = lastRead): string[] {
  const result = parseGlossary(writeGlossaryFile(data, base), 'glossary');
  return result.problems.map((problem) => inFormWords(GLOSSARY_SCHEMA, problem));
}
