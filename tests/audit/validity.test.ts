import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import config from '../../.htmlvalidate.mjs';
import { buildSite, type BuiltSite } from '../helpers/built-site.ts';

/** Every file the build writes is valid: HTML by html-validate's recommended rules, JSON parses. */
let site: BuiltSite;
beforeAll(async () => {
  site = await buildSite();
});
afterAll(() => site?.dispose());

describe('validity of the built site', () => {
  it('every HTML file passes html-validate with zero errors', async () => {
    const validator = new HtmlValidate(config);
    const html = site.files.filter((f) => f.endsWith('.html'));
    expect(html.length).toBeGreaterThanOrEqual(63 + 6);
    const problems: string[] = [];
    for (const file of html) {
      const report = await validator.validateString(await readFile(path.join(site.dir, file), 'utf8'), file);
      for (const result of report.results) {
        for (const m of result.messages) problems.push(`${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every JSON file the build writes parses', async () => {
    const json = site.files.filter((f) => f.endsWith('.json'));
    expect(json.length).toBeGreaterThanOrEqual(63 + 5);
    for (const file of json) {
      const text = await readFile(path.join(site.dir, file), 'utf8');
      expect(() => JSON.parse(text), file).not.toThrow();
    }
  });
});
