/**
 * What a field of a data file (the clinic's facts) may hold, written as data rather than as a check function, so
 * that one description makes both the build's check (`checkFacts`) and the editor's form at /admin/. Every
 * lookup into the data is an own-property one: a field named `constructor` or `__proto__` is not "there" because
 * every object inherits one.
 */
import { type Document, LineCounter, parseDocument, visit } from 'yaml';
import { firstLine, type Problem } from '../shared/problems.ts';
import { LOCALE_CODES } from '../i18n/locales.ts';

/** Fields of a form: each with the words the editor shows, and whether it may be left out. */
export interface Field {
  readonly label: string;
  readonly hint?: string;
  readonly optional?: boolean;
  readonly type: FactType;
}

export type FactType =
  | { readonly kind: 'text'; readonly max?: number }
  /** The same words in every language of the site; `long` when they are a sentence or two (a box of several lines). */
  | { readonly kind: 'localized'; readonly long?: boolean }
  /** A Singapore number: +65 and 8 digits, spaces allowed between the groups. */
  | { readonly kind: 'phone' }
  /** A time of day on the 24-hour clock, HH:MM. */
  | { readonly kind: 'time' }
  | { readonly kind: 'number'; readonly min: number; readonly max: number; readonly integer?: boolean }
  | { readonly kind: 'url' }
  | { readonly kind: 'email' }
  /** A file in public/, named by its path from there. */
  | { readonly kind: 'path' }
  /** A short id, lower case words joined by hyphens. */
  | { readonly kind: 'id' }
  | { readonly kind: 'choice'; readonly options: readonly string[]; readonly multiple?: boolean }
  | { readonly kind: 'object'; readonly fields: Readonly<Record<string, Field>> }
  | {
      readonly kind: 'list';
      readonly of: FactType;
      readonly min: number;
      readonly max: number;
      /** What one item is, for the editor's "Add …" button. */
      readonly singular: string;
      /** How the editor names an item in the list: a Decap summary template such as `{{fields.label.en}}`. */
      readonly summary?: string;
    };

const own = (value: object, key: string): unknown => (Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const PHONE = /^\+65 ?[3689]\d{3} ?\d{4}$/;
export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const URL_PATTERN = /^https:\/\/[^\s/]+\.[^\s]+$/;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * A path of the site: one `/` at the start, then plain name characters. `//evil.example/x.png` and
 * `/\evil.example/x.png` start with a slash too, and a browser loads them from another host.
 */
export const SITE_PATH = /^(?:\/[\w.~-]+)+$/;

/** What a value of this type must be, in an editor's words. */
export function expected(type: FactType): string {
  switch (type.kind) {
    case 'text':
      return type.max ? `a text of at most ${type.max} characters` : 'a text';
    case 'localized':
      return `the words in each language (${LOCALE_CODES.join(', ')})`;
    case 'phone':
      return 'a Singapore phone number written +65 and 8 digits, such as +65 6123 4567';
    case 'time':
      return 'a time on the 24-hour clock written HH:MM, such as 09:00 or 17:30';
    case 'number':
      return `${type.integer ? 'a whole number' : 'a number'} from ${type.min} to ${type.max}`;
    case 'url':
      return 'a web address starting with https://';
    case 'email':
      return 'an e-mail address';
    case 'path':
      return 'a picture of the site, its path starting with / (such as /images/doctor.svg)';
    case 'id':
      return 'a short id in lower case letters and digits joined by hyphens, such as adrian-tan';
    case 'choice':
      return type.multiple ? `a list of ${type.options.join(', ')}` : `one of ${type.options.join(', ')}`;
    case 'object':
      return 'a group of fields';
    case 'list':
      return type.min === type.max ? `a list of ${type.min} items` : `a list of ${type.min} to ${type.max} items`;
  }
}

/** The path of a field, as problems name it: `hours.0.opens`. */
export type FieldPath = readonly (string | number)[];

export interface FactProblem {
  readonly path: FieldPath;
  readonly message: string;
}

/** Every way `value` differs from `type`, each at its field. */
export function checkFacts(type: FactType, value: unknown, path: FieldPath = []): FactProblem[] {
  const problem = (message: string): FactProblem[] => [{ path, message }];
  const text = (ok: (s: string) => boolean) =>
    typeof value === 'string' && value.trim() !== '' && ok(value.trim()) ? [] : problem(`expected ${expected(type)}`);
  switch (type.kind) {
    case 'text':
      return text((s) => type.max === undefined || s.length <= type.max);
    case 'phone':
      return text((s) => PHONE.test(s));
    case 'time':
      return text((s) => TIME.test(s));
    case 'url':
      return text((s) => URL_PATTERN.test(s));
    case 'email':
      return text((s) => EMAIL.test(s));
    case 'path':
      return text((s) => SITE_PATH.test(s) && !s.split('/').includes('..'));
    case 'id':
      return text((s) => ID.test(s));
    case 'number': {
      const ok = typeof value === 'number' && Number.isFinite(value) && value >= type.min && value <= type.max;
      return ok && (!type.integer || Number.isInteger(value)) ? [] : problem(`expected ${expected(type)}`);
    }
    case 'choice': {
      const one = (v: unknown) => typeof v === 'string' && type.options.includes(v);
      const ok = type.multiple ? Array.isArray(value) && value.every(one) && new Set(value).size === value.length : one(value);
      return ok ? [] : problem(`expected ${expected(type)}`);
    }
    case 'localized':
      return checkFields(
        Object.fromEntries(
          LOCALE_CODES.map((code) => [code, { label: LANGUAGE_NAMES[code] ?? code, type: { kind: 'text' } } satisfies Field]),
        ),
        value,
        path,
      );
    case 'object':
      return checkFields(type.fields, value, path);
    case 'list': {
      if (!Array.isArray(value) || value.length < type.min || value.length > type.max) return problem(`expected ${expected(type)}`);
      return value.flatMap((item, index) => checkFacts(type.of, item, [...path, index]));
    }
  }
}

function checkFields(fields: Readonly<Record<string, Field>>, value: unknown, path: FieldPath): FactProblem[] {
  const names = Object.keys(fields);
  if (!isRecord(value)) return [{ path, message: `expected a group of fields (${names.join(', ')})` }];
  const problems: FactProblem[] = [];
  for (const key of Object.keys(value)) {
    if (!Object.hasOwn(fields, key))
      problems.push({ path: [...path, key], message: `is not a field here: expected one of ${names.join(', ')}` });
  }
  for (const [name, field] of Object.entries(fields)) {
    const item = own(value, name);
    if (item === undefined || item === null) {
      if (!field.optional) problems.push({ path: [...path, name], message: `is missing: expected ${expected(field.type)}` });
      continue;
    }
    problems.push(...checkFacts(field.type, item, [...path, name]));
  }
  return problems;
}

/** A YAML file read as plain data, with a way to say on which line a field is; YAML errors are problems. */
export interface ReadYaml {
  readonly data: unknown;
  readonly problems: readonly Problem[];
  readonly lineOf: (path: FieldPath) => { line: number; column: number } | undefined;
}

export function readYaml(text: string, file: string): ReadYaml {
  const counter = new LineCounter();
  // The core schema: YAML 1.2, in which 09:00 is a text, not the number 540 of YAML 1.1.
  const doc = parseDocument(text, { lineCounter: counter, schema: 'core', uniqueKeys: true, prettyErrors: false });
  const position = (offset: number) => {
    const { line, col } = counter.linePos(offset);
    return { line, column: col };
  };
  const problems: Problem[] = [...doc.errors, ...doc.warnings].map((e) => ({
    file,
    ...position(e.pos[0]),
    message: `is not valid YAML: ${e.message.split('\n')[0]}`,
  }));
  const lineOf = (path: FieldPath) => {
    // The deepest part of the path that exists: a missing field is reported where its group is.
    for (let end = path.length; end >= 0; end--) {
      const node = doc.getIn(path.slice(0, end), true) as { range?: [number, number, number] } | undefined;
      if (node?.range) return position(node.range[0]);
    }
    return undefined;
  };
  if (problems.length) return { data: undefined, problems, lineOf };
  const plain = yamlData(doc, file, (offset) => position(offset).line);
  return { data: plain.data, problems: plain.problems, lineOf };
}

/**
 * The document as plain data. YAML allows aliases (`*name`); a bounded count stops a "billion laughs" expansion,
 * which the yaml package reports by throwing: that is a problem at the first alias, not a crash.
 */
export function yamlData(doc: Document, file: string, lineAt: (offset: number) => number): { data?: unknown; problems: Problem[] } {
  try {
    return { data: doc.toJS({ maxAliasCount: 50 }), problems: [] };
  } catch (error) {
    let offset = 0;
    visit(doc, {
      Alias(_, node) {
        offset = node.range?.[0] ?? 0;
        return visit.BREAK;
      },
    });
    return {
      problems: [
        { file, line: lineAt(offset), message: `its aliases (*name) expand too far (${firstLine(error)}); write the values out instead` },
      ],
    };
  }
}

/** Fact problems as the build reports them: the file, the line where the field is, the field and what was expected. */
export function asProblems(found: readonly FactProblem[], file: string, lineOf: ReadYaml['lineOf']): Problem[] {
  return found.map((p) => ({ file, ...lineOf(p.path), ...(p.path.length ? { field: p.path.join('.') } : {}), message: p.message }));
}

/** The field a path names, with the words of each group on the way: `Opening hours › row of opening hours 2 › Opens`. */
export function describePath(type: FactType, path: FieldPath): string {
  const words: string[] = [];
  let current: FactType | undefined = type;
  for (const part of path) {
    if (!current) break;
    if (current.kind === 'list' && typeof part === 'number') {
      words.push(`${current.singular} ${part + 1}`);
      current = current.of;
    } else if (current.kind === 'object' && typeof part === 'string' && Object.hasOwn(current.fields, part)) {
      const field: Field | undefined = current.fields[part];
      words.push(field?.label ?? part);
      current = field?.type;
    } else if (current.kind === 'localized' && typeof part === 'string') {
      words.push(LANGUAGE_NAMES[part] ?? part);
      current = undefined;
    } else {
      words.push(String(part));
      current = undefined;
    }
  }
  return words.join(' › ');
}

/** The languages of the site as the editor names them. */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = { en: 'English', cn: 'Chinese', bh: 'Malay' };

/** A problem of a facts file in a form's words: `Opening hours › row 2 › Opens: expected …` (its field as labels). */
export function inFormWords(type: FactType, problem: { readonly field?: string | undefined; readonly message: string }): string {
  const path: FieldPath = (problem.field ?? '')
    .split('.')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const where = describePath(type, path);
  return `${where ? `${where}: ` : ''}${problem.message}`;
}
