/**
 * Reading the clinic facts (`<content>/clinic.yml`) for a build, like the other inputs: every problem named with
 * the file, line and field. The facts are installed for the modules that show them once read (site/clinic.ts).
 */
import { type Clinic, clinicFromText } from '../../site/clinic.ts';
import type { Checked } from '../../shared/problems.ts';
import { readContentFile } from './project-files.ts';

export const CLINIC_FACTS_FILE = 'clinic.yml';

/** The facts, and the text they were read from (the fact pictures are checked against public/ from it). */
export interface LoadedFacts {
  readonly clinic: Clinic;
  readonly text: string;
  /** How problems name the file: content/clinic.yml. */
  readonly file: string;
}

export async function loadClinicFacts(contentDir: string, contentLabel: string): Promise<Checked<LoadedFacts>> {
  const file = `${contentLabel}/${CLINIC_FACTS_FILE}`;
  const read = await readContentFile(contentDir, file, CLINIC_FACTS_FILE, 'every page shows the clinic facts from it');
  if ('problem' in read) return { problems: [read.problem] };
  const facts = clinicFromText(read.text, file);
  return facts.value ? { value: { clinic: facts.value, text: read.text, file }, problems: [] } : { problems: facts.problems };
}
