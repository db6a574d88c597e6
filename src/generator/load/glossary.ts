/**
 * Reading the glossary (`<content>/glossary.yml`) for a build: YAML read as the clinic facts are (core schema, a key
 * written twice refused, aliases bounded), checked against its schema (model/glossary.ts), every problem with its
 * line.
 */
import { asProblems, checkFacts, readYaml } from '../../site/fact-schema.ts';
import { GLOSSARY_FILE, GLOSSARY_SCHEMA, type Glossary, glossaryConflicts } from '../../model/glossary.ts';
import type { Checked } from '../../shared/problems.ts';
import { readContentFile } from './project-files.ts';

/** Checks the glossary's text; `file` is how problems name it (content/glossary.yml). */
export function parseGlossary(text: string, file: string): Checked<Glossary> {
  const read = readYaml(text, file);
  if (read.problems.length) return { problems: [...read.problems] };
  const found = checkFacts(GLOSSARY_SCHEMA, read.data);
  if (found.length) return { problems: asProblems(found, file, read.lineOf) };
  const glossary = read.data as Glossary;
  const conflicts = glossaryConflicts(glossary);
  if (conflicts.length) return { problems: asProblems(conflicts, file, read.lineOf) };
  return { value: { keep: glossary.keep ?? [], terms: glossary.terms }, problems: [] };
}

/** Reads and checks the glossary of a content folder. */
export async function loadGlossary(contentDir: string, contentLabel: string): Promise<Checked<Glossary>> {
  const file = `${contentLabel}/${GLOSSARY_FILE}`;
  const read = await readContentFile(contentDir, file, GLOSSARY_FILE, 'the Chinese and Malay pages are held to its words');
  if ('problem' in read) return { problems: [read.problem] };
  return parseGlossary(read.text, file);
}
