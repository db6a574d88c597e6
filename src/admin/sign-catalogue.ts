/**
 * How the editor reads and writes the warning-sign catalogue (content/warning-signs.yml). The file holds the signs
 * as a map by id, with comments that explain the levels and group the signs; the form holds them as a list, each
 * with its id. Writing applies the form's values to the file as it was read: an unchanged sign keeps its lines and
 * every comment stays, so a save changes only the lines of the values that changed. A sign's field the form does
 * not show is kept. Problems come from the build's own check of the text the save would write, in the form's words.
 */
import { Document, isCollection, isMap, isNode, isScalar, parseDocument } from 'yaml';
import { LANGUAGE_NAMES } from '../site/fact-schema.ts';
import { checkSignCatalogue } from '../model/warning-signs.ts';

export interface SignRow {
  readonly id: string;
  readonly [field: string]: unknown;
}

export interface SignsData {
  signs: SignRow[];
}

/** The text each read gave, so a write keeps the file's comments and order; a new file starts empty. */
let lastRead = 'signs: {}\n';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parse(text: string): Document {
  const doc = parseDocument(text, { schema: 'core', uniqueKeys: true });
  if (doc.errors.length) throw new Error('The warning signs file cannot be read. Ask the site’s developer to repair it.');
  return doc;
}

/** The catalogue as the form works with it: its signs in the file's order, each with its id. */
export function readSignFile(text: string): SignsData {
  lastRead = text;
  const data = parse(text).toJS({ maxAliasCount: 50 }) as unknown;
  const signs = isRecord(data) && isRecord(data.signs) ? data.signs : {};
  return { signs: Object.entries(signs).map(([id, sign]) => ({ id, ...(isRecord(sign) ? sign : {}) })) };
}

/**
 * The file for the form's data: the file as read, with the form's values in it. Each changed value is written over
 * its own text in the file (every sign field is one line), so the lines around it keep the file's own layout
 * (comments, flow lists, spacing) exactly; only a change to which signs there are, or their order, writes the list
 * of signs again as a whole.
 */
export function writeSignFile(data: SignsData, base: string = lastRead): string {
  const doc = parse(base);
  const map = doc.get('signs');
  const rows = Array.isArray(data.signs) ? data.signs : [];
  const ids = rows.map((row) => String(row.id ?? '').trim());
  const held = isMap(map) ? map.items.map((pair) => (isScalar(pair.key) ? String(pair.key.value) : '')) : [];
  if (!isMap(map) || ids.join('\n') !== held.join('\n')) return rewritten(doc, rows);
  const edits: Edit[] = [];
  let flowSigns = false;
  rows.forEach((row, n) => {
    const sign = map.items[n]?.value;
    if (!isMap(sign) || !sign.range) return;
    const { id: _id, ...fields } = row;
    const values = cleaned(fields);
    const kept = sign.toJSON() as Record<string, unknown>;
    // A sign written on one line (`{ level: …, en: … }`) has no line per field to take out or add.
    if (sign.flow) {
      if (!sameData(kept, values)) flowSigns = true;
      return;
    }
    for (const pair of sign.items) {
      const name = isScalar(pair.key) ? String(pair.key.value) : '';
      const node = pair.value;
      if (!isNode(node) || !node.range || !isScalar(pair.key) || !pair.key.range) continue;
      // A box emptied in the form is a field taken out of the file (its whole line), for the check to name.
      if (!Object.hasOwn(values, name))
        edits.push({ from: lineStart(base, pair.key.range[0]), to: lineEnd(base, node.range[1]), text: '' });
      // Compared as data, so a list the catalogue holds (and the form passes back unchanged) keeps its text.
      else if (JSON.stringify(kept[name]) !== JSON.stringify(values[name]))
        edits.push({ from: node.range[0], to: node.range[1], text: inline(values[name]) });
    }
    const last = sign.items.at(-1)?.value;
    const indent =
      sign.items[0] && isScalar(sign.items[0].key) && sign.items[0].key.range ? indentAt(base, sign.items[0].key.range[0]) : '    ';
    const end = isNode(last) && last.range ? lineEnd(base, last.range[1]) - 1 : sign.range[1];
    for (const [name, value] of Object.entries(values))
      if (!Object.hasOwn(kept, name)) edits.push({ from: end, to: end, text: `\n${indent}${name}: ${inline(value)}` });
  });
  return flowSigns ? rewritten(doc, rows) : applyEdits(base, edits);
}

const sorted = (record: Record<string, unknown>) => JSON.stringify(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));
const sameData = (a: Record<string, unknown>, b: Record<string, unknown>) => sorted(a) === sorted(b);

interface Edit {
  readonly from: number;
  readonly to: number;
  readonly text: string;
}

function applyEdits(text: string, edits: readonly Edit[]): string {
  let out = text;
  for (const edit of [...edits].sort((a, b) => b.from - a.from)) out = out.slice(0, edit.from) + edit.text + out.slice(edit.to);
  return out;
}

/** The list of signs written again from the form (signs added, taken out or moved), the rest of the file kept. */
function rewritten(doc: Document, rows: readonly SignRow[]): string {
  const signs = Object.fromEntries(rows.map(({ id, ...fields }) => [String(id ?? '').trim(), cleaned(fields)]));
  doc.set('signs', doc.createNode(signs));
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false });
}

/** One value as it stands after `name: ` on one line: a list as `[a, b]`, text quoted only where YAML needs it. */
function inline(value: unknown): string {
  const one = new Document(value);
  if (isCollection(one.contents)) one.contents.flow = true;
  const text = one.toString({ lineWidth: 0, flowCollectionPadding: false }).trimEnd();
  // A value on several lines (a line break typed in a box) is written as JSON, which YAML reads on one line.
  return text.includes('\n') ? JSON.stringify(value) : text;
}

const lineStart = (text: string, at: number) => text.lastIndexOf('\n', at - 1) + 1;
const lineEnd = (text: string, at: number) => {
  const end = text.indexOf('\n', at);
  return end === -1 ? text.length : end + 1;
};
const indentAt = (text: string, at: number) => text.slice(lineStart(text, at), at);

/** A sign's values as the file holds them: empty ones left out, for the check to name. */
function cleaned(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== null && value !== ''));
}

/** What the build would say of the file this data makes, in the form's words: `Warning sign 3 › Chinese: …`. */
export function signProblems(data: SignsData, base: string = lastRead): string[] {
  const written = parseDocument(writeSignFile(data, base), { schema: 'core' }).toJS() as unknown;
  const ids = (Array.isArray(data.signs) ? data.signs : []).map((row) => String(row.id ?? '').trim());
  const twice = ids.filter((id, n) => ids.indexOf(id) !== n);
  const problems = twice.map(
    (id) => `Warning sign ${ids.lastIndexOf(id) + 1} › Short id: "${id}" is used by another sign: give each its own`,
  );
  for (const problem of checkSignCatalogue(written).problems) {
    const [, id, field] = problem.path;
    const where = id === undefined ? '' : `Warning sign ${ids.indexOf(id) + 1}${field ? ` › ${LABELS[field] ?? field}` : ''}: `;
    problems.push(`${where}${problem.message}`);
  }
  return problems;
}

const LABELS: Readonly<Record<string, string>> = { ...LANGUAGE_NAMES, level: 'Level', id: 'Short id' };
