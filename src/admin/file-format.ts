/**
 * How the editor reads and writes a content file: YAML front matter read with the core schema (dates stay the
 * text that was written, as the build reads them), then the markdown body. Writing leaves out what a form holds
 * but a file should not say: empty optional texts and lists, an empty source address, `draft: false`. So a field
 * the editor left empty is absent from the file, which is what the schema means by an optional field.
 */
import { isMap, parseDocument, stringify } from 'yaml';
import type { FieldSpec, FieldType } from '../model/field-types.ts';
import { SCHEMAS } from '../model/schema.ts';

export type EntryData = Record<string, unknown>;

const OPENING = /^---[ \t]*\r?\n/;
const CLOSING = /\r?\n---[ \t]*(?:\r?\n|$)/;

/** A file's front matter and body (as `body`), the shape Decap's forms work with. */
export function readContentFile(text: string): EntryData {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const opening = OPENING.exec(source);
  if (!opening) return { body: source };
  const rest = source.slice(opening[0].length);
  const closing = CLOSING.exec(`\n${rest}`);
  if (!closing) return { body: source };
  const block = rest.slice(0, Math.max(0, closing.index - 1));
  const body = rest.slice(closing.index - 1 + closing[0].length);
  const doc = parseDocument(block, { schema: 'core', uniqueKeys: true });
  if (doc.errors.length) throw new Error(`front matter is not valid YAML: ${doc.errors[0]?.message.split('\n')[0]}`);
  const data = isMap(doc.contents) ? (doc.toJS({ maxAliasCount: 50 }) as EntryData) : {};
  return { ...data, body: body.replace(/^(?:\r?\n)+/, '') };
}

/**
 * Every field any schema has, by name. Decap gives a format the data only, not its collection; the cleaning
 * depends only on a field's kind, which is the same for a name in every schema (tests/admin/file-format.test.ts).
 */
export const ALL_FIELDS: Readonly<Record<string, FieldSpec>> = Object.assign({}, ...Object.values(SCHEMAS));

/** The file for a form's data: front matter in `order` (the form's), then one blank line and the body. */
export function writeContentFile(
  data: EntryData,
  order: readonly string[] = [],
  schema: Readonly<Record<string, FieldSpec>> = ALL_FIELDS,
): string {
  const { body, ...fields } = cleanFrontMatter(data, schema);
  const names = [...order.filter((name) => name in fields), ...Object.keys(fields).filter((name) => !order.includes(name))];
  const front = Object.fromEntries(names.map((name) => [name, fields[name]]));
  const yaml = names.length ? stringify(front, { lineWidth: 0, schema: 'core' }) : '';
  const text = typeof body === 'string' ? body.trim() : '';
  return `---\n${yaml}---\n\n${text}${text ? '\n' : ''}`;
}

/** The form's data as the file should hold it (see the top of this file); fields the schema does not know are kept. */
export function cleanFrontMatter(data: EntryData, schema: Readonly<Record<string, FieldSpec>>): EntryData {
  const clean: EntryData = {};
  for (const [name, value] of Object.entries(data)) {
    const spec = schema[name];
    const kept = spec ? cleanValue(spec.type, value) : value;
    if (kept !== undefined) clean[name] = kept;
  }
  return clean;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function cleanValue(type: FieldType, value: unknown): unknown {
  if (isBlank(value)) return undefined;
  switch (type.kind) {
    case 'texts':
    case 'pageIds':
      return Array.isArray(value) && value.length === 0 ? undefined : value;
    case 'image': {
      if (typeof value !== 'object' || value === null) return value;
      const { src, alt, ...rest } = value as Record<string, unknown>;
      // An untouched picture is no picture; an alt text without its file stays, for the check to name.
      if (isBlank(src) && isBlank(alt)) return undefined;
      // An empty alt box is written as an empty alt, for the check to name.
      return { ...rest, ...(isBlank(src) ? {} : { src }), alt: alt ?? '' };
    }
    case 'sources':
      if (!Array.isArray(value)) return value;
      if (value.length === 0) return undefined;
      return value.map((source: unknown) => {
        if (typeof source !== 'object' || source === null) return source;
        const { url, ...rest } = source as Record<string, unknown>;
        return isBlank(url) ? rest : { ...rest, url };
      });
    case 'boolean':
      // `false` is what no field says.
      return value === false ? undefined : value;
    case 'translation': {
      // The form writes an untouched group as empty boxes: no record. A started one is kept whole, for the build to
      // name what it lacks.
      if (typeof value !== 'object' || value === null) return value;
      const kept = Object.entries(value).filter(([, box]) => !isBlank(box));
      return kept.length ? Object.fromEntries(kept) : undefined;
    }
    default:
      return value;
  }
}
