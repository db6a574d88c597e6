/**
 * Reading the message catalogues (`locales/<code>.json`) for a build: strict JSON with line and column, duplicate
 * keys found, every message checked against the English one (i18n/catalogue-checks.ts). Every problem of every
 * catalogue is listed at once so a translator can fix a whole catalogue in one pass.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { messageProblems } from '../../i18n/catalogue-checks.ts';
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from '../../i18n/locales.ts';
import type { Catalogues, MessageError } from '../../i18n/messages.ts';
import { firstLine, type Checked, type Problem } from '../../shared/problems.ts';

/** The 1-based line and column of an offset in a text. */
function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** The line of the first `"key":` in a catalogue's text, to point a translator at it. */
function lineOfKey(text: string, key: string): number | undefined {
  const at = text.indexOf(`${JSON.stringify(key)}`);
  return at < 0 ? undefined : position(text, at).line;
}

/**
 * A catalogue's JSON, strictly: a syntax error gives line and column (JSON.parse gives only an offset on Node 20),
 * and a key written twice is a problem (JSON.parse would silently keep the last one).
 */
export function parseCatalogue(text: string, file: string): { messages?: unknown; problems: Problem[] } {
  let messages: unknown;
  try {
    messages = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message.replace(/\s*\(line \d+ column \d+\)$/, '');
    const offset = Number(/at position (\d+)/.exec(message)?.[1]);
    const where = Number.isFinite(offset) ? position(text, offset) : {};
    return { problems: [{ file, ...where, message: `is not valid JSON: ${message.replace(/ in JSON at position \d+/, '')}` }] };
  }
  const doc = parseDocument(text, { uniqueKeys: true });
  const problems: Problem[] = doc.errors
    .filter((e) => e.code === 'DUPLICATE_KEY')
    .map((e) => {
      const at = position(text, e.pos[0]);
      const key = /^"((?:[^"\\]|\\.)*)"/.exec(text.slice(e.pos[0]))?.[1];
      return { file, ...at, ...(key ? { field: key } : {}), message: 'this key is written twice; JSON keeps only the last, so keep one' };
    });
  return { messages, problems };
}

/**
 * Every problem across all catalogues: missing keys, extra keys, non-strings, unparsable ICU messages, and
 * translations whose placeholders, options or tags differ from the English message's.
 */
export function validateCatalogues(
  catalogues: Readonly<Record<LocaleCode, unknown>>,
  dir = 'locales',
  texts: Partial<Record<LocaleCode, string>> = {},
): Problem[] {
  const problems: Problem[] = [];
  const source = catalogues[DEFAULT_LOCALE];
  const sourceMessages = isRecord(source) ? source : {};
  const sourceKeys = Object.keys(sourceMessages);
  for (const code of LOCALE_CODES) {
    const file = `${dir}/${code}.json`;
    const text = texts[code] ?? '';
    const at = (key: string) => {
      const line = lineOfKey(text, key);
      return line ? { line } : {};
    };
    const catalogue = catalogues[code];
    if (!isRecord(catalogue)) {
      problems.push({ file, message: 'expected a JSON object of message ids to strings' });
      continue;
    }
    const keys = Object.keys(catalogue);
    for (const key of sourceKeys)
      if (!(key in catalogue)) problems.push({ file, field: key, message: 'missing (the English catalogue has it)' });
    for (const key of keys)
      if (!(key in sourceMessages))
        problems.push({ file, ...at(key), field: key, message: 'not in the English catalogue (remove it, or add it to en.json first)' });
    for (const key of keys) {
      const message = catalogue[key];
      if (typeof message !== 'string') {
        problems.push({ file, ...at(key), field: key, message: 'must be a text (a string in quotes)' });
        continue;
      }
      const english = code === DEFAULT_LOCALE ? undefined : sourceMessages[key];
      for (const problem of messageProblems(message, typeof english === 'string' ? english : undefined)) {
        problems.push({ file, ...at(key), field: key, message: problem });
      }
    }
  }
  return problems;
}

/** Reads and validates `<dir>/<code>.json`; problems name files as `<label>/<code>.json`. */
export async function loadCatalogues(dir: string, label = 'locales'): Promise<Checked<Catalogues>> {
  const raw = {} as Record<LocaleCode, unknown>;
  const texts: Partial<Record<LocaleCode, string>> = {};
  const problems: Problem[] = [];
  for (const code of LOCALE_CODES) {
    const file = `${label}/${code}.json`;
    let text: string;
    try {
      text = await readFile(path.join(dir, `${code}.json`), 'utf8');
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      problems.push({ file, message: missing ? 'file is missing' : `cannot be read (${firstLine(error)})` });
      raw[code] = {};
      continue;
    }
    texts[code] = text;
    const parsed = parseCatalogue(text, file);
    problems.push(...parsed.problems);
    raw[code] = parsed.messages ?? {};
  }
  if (!problems.length) problems.push(...validateCatalogues(raw, label, texts));
  return problems.length ? { problems } : { value: raw as Catalogues, problems };
}

/** A message a page could not format, as a problem of the catalogue that should hold it. */
export function messageProblem(error: MessageError): Problem {
  return error.missing
    ? {
        file: `locales/${DEFAULT_LOCALE}.json`,
        field: error.id,
        message: "is used by the site's templates but is in no catalogue: add it to every catalogue",
      }
    : { file: `locales/${error.locale}.json`, field: error.id, message: `cannot be formatted: ${error.reason}` };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
