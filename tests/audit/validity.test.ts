import { describe, expect, inject, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import config from '../../.htmlvalidate.mjs';
import { LOCALE_CODES } from '../../src/i18n/locales.ts';
import { manifestOf } from '../helpers/real-site.ts';
import { filesUnder } from '../helpers/files.ts';

/** Every file the build writes is valid: HTML by html-validate's recommended rules, JSON parses. */
const dir = inject('distDir');
const files = await filesUnder(dir);
const pages = (await manifestOf()).routes.length;
/** A 404 and a 500 page per locale. */
const ERROR_PAGES = LOCALE_CODES.length * 2;

describe('validity of the built site', () => {
  it('every HTML file passes html-validate with zero errors', async () => {
    const validator = new HtmlValidate(config);
    const html = files.filter((f) => f.endsWith('.html'));
    expect(html.length).toBeGreaterThanOrEqual(pages + ERROR_PAGES);
    const problems: string[] = [];
    for (const file of html) {
      const report = await validator.validateString(await readFile(path.join(dir, file), 'utf8'), file);
      for (const result of report.results) {
        for (const m of result.messages) problems.push(`${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
      }
    }
    expect(problems).toEqual([]);
    // Every page of the site is validated: a few seconds on a quiet machine, much longer on two busy cores.
  }, 180_000);

  it('every JSON file the build writes parses', async () => {
    const json = files.filter((f) => f.endsWith('.json'));
    // A payload per page, plus the build's own files (latest.json, the build meta, the catalogues, ...).
    expect(json.length).toBeGreaterThan(pages);
    for (const file of json) {
      const text = await readFile(path.join(dir, file), 'utf8');
      expect(() => JSON.parse(text), file).not.toThrow();
    }
  });
});
