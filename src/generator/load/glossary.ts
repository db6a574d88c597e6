/** Reading the glossary (`<content>/glossary.yml`) for a build; its text is checked as the editor checks it (model/glossary.ts). */
import { GLOSSARY_FILE, type Glossary, parseGlossary } from '../../model/glossary.ts';
import type { Checked } from '../../shared/problems.ts';
import { readContentFile } from './project-files.ts';

/** Reads and checks the glossary of a content folder. */
export async function loadGlossary(contentDir: string, contentLabel: string): Promise<Checked<Glossary>> {
  const file = `${contentLabel}/${GLOSSARY_FILE}`;
  const read = await readContentFile(contentDir, file, GLOSSARY_FILE, 'the Chinese and Malay pages are held to its words');
  if ('problem' in read) return { problems: [read.problem] };
  return parseGlossary(read.text, file);
}
