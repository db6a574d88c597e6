/**
 * How the editor reads and writes the clinic's facts (content/clinic.yml), and what it tells staff before a save.
 * The file is written in the schema's order with each group's label as a comment above it, so a save changes only
 * the lines of the values that changed (the file in the repository is kept in this form: a test holds it there).
 * Empty optional fields (a closed day's times) are left out, which is what the schema means by optional. Problems
 * come from the build's own check of the text the save would write, named by the form's labels, not the file's.
 */
import { Document, isMap, isScalar, parseDocument, type YAMLMap } from 'yaml';
import { CLINIC_SCHEMA, parseClinicFacts } from '../site/clinic-schema.ts';
import { type FactType, inFormWords } from '../site/fact-schema.ts';

export type FactsData = Record<string, unknown>;

const HEADER = [
  " The clinic's facts: every page in every language and the structured data for search engines are made from",
  ' this file. Staff edit it at /admin/ ("Clinic details"); the build checks it and names the field when',
  ' something is wrong. docs/clinic-facts.md lists every value the clinic must confirm before going live.',
].join('\n');

/** The facts as the form works with them. */
export function readClinicFile(text: string): FactsData {
  const doc = parseDocument(text, { schema: 'core', uniqueKeys: true });
  if (doc.errors.length) throw new Error('The clinic details file cannot be read. Ask the site’s developer to repair it.');
  return isMap(doc.contents) ? (doc.toJS({ maxAliasCount: 50 }) as FactsData) : {};
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const KEEPS_SPACES: ReadonlySet<FactType['kind']> = new Set(['text', 'localized']);

/** A value in the schema's order, empty optional fields left out; what the schema does not know is kept, for the check to name. */
function ordered(type: FactType, value: unknown): unknown {
  if (type.kind === 'list' && Array.isArray(value)) return value.map((item) => ordered(type.of, item));
  // A text keeps every character typed, spaces included; a phone number, time or address is a code, whose
  // stray spaces around it the check would refuse although nobody can see them.
  if (type.kind !== 'object' || !isRecord(value)) return typeof value === 'string' && !KEEPS_SPACES.has(type.kind) ? value.trim() : value;
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(type.fields)) {
    const item = Object.hasOwn(value, name) ? value[name] : undefined;
    if (isBlank(item) && field.optional) continue;
    out[name] = ordered(field.type, item);
  }
  for (const [name, item] of Object.entries(value)) if (!Object.hasOwn(type.fields, name)) out[name] = item;
  return out;
}

/** The file for the form's data. */
export function writeClinicFile(data: FactsData): string {
  const doc = new Document(ordered(CLINIC_SCHEMA, data), { schema: 'core' });
  doc.commentBefore = HEADER;
  const top = doc.contents as YAMLMap;
  for (const pair of top.items) {
    const name = isScalar(pair.key) ? String(pair.key.value) : '';
    const field = Object.hasOwn(CLINIC_SCHEMA.fields, name) ? CLINIC_SCHEMA.fields[name as keyof typeof CLINIC_SCHEMA.fields] : undefined;
    if (field && isScalar(pair.key)) pair.key.commentBefore = ` ${field.label}${'hint' in field ? `. ${field.hint}` : ''}`;
  }
  return doc.toString({ lineWidth: 0 });
}

/** What the build would say of the file this data makes, in the form's words: `Opening hours › row 2 › Opens: expected …`. */
export function clinicProblems(data: FactsData): string[] {
  const result = parseClinicFacts(writeClinicFile(data));
  if (result.value) return [];
  return result.problems.map((problem) => inFormWords(CLINIC_SCHEMA, problem));
}
