/**
 * Message catalogues: one flat JSON file per locale in `locales/`, ICU syntax, en the source of truth.
 * Validation reports every problem at once so a translator can fix a whole catalogue in one pass.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { DEFAULT_LOCALE, LOCALE_CODES, locales, type LocaleCode } from './locales.ts';

export type Catalogue = Readonly<Record<string, string>>;
export type Catalogues = Readonly<Record<LocaleCode, Catalogue>>;

export class CatalogueError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Message catalogues are invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'CatalogueError';
  }
}

/** Every problem across all catalogues: missing keys, extra keys, non-strings, unparsable ICU messages. */
export function validateCatalogues(catalogues: Readonly<Record<LocaleCode, unknown>>, dir = 'locales'): string[] {
  const problems: string[] = [];
  const source = catalogues[DEFAULT_LOCALE];
  const sourceKeys = isRecord(source) ? Object.keys(source) : [];
  for (const code of LOCALE_CODES) {
    const file = path.join(dir, `${code}.json`);
    const catalogue = catalogues[code];
    if (!isRecord(catalogue)) {
      problems.push(`${file}: expected a JSON object of message ids to strings`);
      continue;
    }
    const keys = Object.keys(catalogue);
    for (const key of sourceKeys) if (!(key in catalogue)) problems.push(`${file}: missing key "${key}" (present in en)`);
    for (const key of keys) if (!sourceKeys.includes(key)) problems.push(`${file}: extra key "${key}" (not in en)`);
    for (const key of keys) {
      const message = catalogue[key];
      if (typeof message !== 'string') {
        problems.push(`${file}: key "${key}" must be a string`);
        continue;
      }
      try {
        parse(message);
      } catch (error) {
        problems.push(`${file}: key "${key}" is not a valid ICU message (${(error as Error).message})`);
      }
    }
  }
  return problems;
}

/** Reads and validates `<dir>/<code>.json`; problems name files as `<label>/<code>.json`. */
export async function loadCatalogues(dir: string, label = 'locales'): Promise<Catalogues> {
  const raw = {} as Record<LocaleCode, unknown>;
  const problems: string[] = [];
  for (const code of LOCALE_CODES) {
    const file = path.join(label, `${code}.json`);
    try {
      raw[code] = JSON.parse(await readFile(path.join(dir, `${code}.json`), 'utf8'));
    } catch (error) {
      problems.push(`${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file is missing' : (error as Error).message}`);
      raw[code] = {};
    }
  }
  problems.push(...(problems.length ? [] : validateCatalogues(raw, label)));
  if (problems.length) throw new CatalogueError(problems);
  return raw as Catalogues;
}

export type Translator = IntlShape<string>;

const cache = createIntlCache();

/**
 * A translator for one locale. Results are cached per message id and values: a build formats the same few
 * interface strings thousands of times, and @formatjs's own memoisation serialises its arguments on every call.
 */
export function createTranslator(code: LocaleCode, catalogue: Catalogue): Translator {
  const intl = createIntl(
    {
      locale: locales[code].tag,
      messages: catalogue,
      timeZone: 'Asia/Singapore',
      onError: (error) => {
        throw error;
      },
    },
    cache,
  );
  const results = new Map<string, string>();
  const formatMessage = ((descriptor: { id: string }, values?: Record<string, string | number>) => {
    const key = values ? `${descriptor.id}\u0000${JSON.stringify(values)}` : descriptor.id;
    let result = results.get(key);
    if (result === undefined) {
      result = intl.formatMessage(descriptor, values);
      results.set(key, result);
    }
    return result;
  }) as Translator['formatMessage'];
  return { ...intl, formatMessage };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
