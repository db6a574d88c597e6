import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { createTranslator } from '../../src/i18n/messages.ts';
import { loadCatalogues, parseCatalogue, validateCatalogues } from '../../src/generator/load/catalogues.ts';
import { formatProblem, valueOrThrow } from '../../src/shared/problems.ts';
import { ROOT } from '../helpers/project.ts';

describe('message catalogues', () => {
  it('the real catalogues have the same keys in every locale and all parse', async () => {
    const catalogues = valueOrThrow(await loadCatalogues(path.join(ROOT, 'locales')));
    expect(Object.keys(catalogues.cn).sort()).toEqual(Object.keys(catalogues.en).sort());
    expect(Object.keys(catalogues.bh).sort()).toEqual(Object.keys(catalogues.en).sort());
  });

  it('lists every missing key, extra key and unparsable message with its locale', () => {
    const problems = validateCatalogues({
      en: { 'a.one': 'One', 'a.two': 'Two {n}' },
      cn: { 'a.one': '一' },
      bh: { 'a.one': 'Satu', 'a.two': 'Dua {n', 'a.three': 'Tiga' },
    });
    expect(problems.map(formatProblem)).toEqual([
      'locales/cn.json: a.two: missing (the English catalogue has it)',
      'locales/bh.json: a.three: not in the English catalogue (remove it, or add it to en.json first)',
      expect.stringMatching(/^locales\/bh\.json: a\.two: is not a valid ICU message/),
    ]);
  });

  it("requires a translation to keep the English message's placeholders, options and tags", () => {
    const problems = validateCatalogues({
      en: { call: 'Call {phone}', who: '{gender, select, male {He} female {She} other {They}} replied', link: 'Read the <b>guide</b>' },
      cn: { call: '致电 {phon}', who: '{gender, select, male {他} female {她} other {他们}}已回复', link: '阅读<b>指南</b>' },
      bh: { call: 'Hubungi {phone}', who: '{gender, select, other {Mereka}} membalas', link: 'Baca <i>panduan</i>' },
    });
    expect(problems.map(formatProblem)).toEqual([
      'locales/cn.json: call: {phon} is not in the English message (its placeholders: {phone})',
      'locales/cn.json: call: {phone} is missing (the English message has it)',
      'locales/bh.json: who: {gender} has the options other where English has female, male, other',
      'locales/bh.json: link: <i> is not in the English message (its placeholders: <b>)',
      'locales/bh.json: link: <b> is missing (the English message has it)',
    ]);
  });

  it('names a key written twice and a syntax error by line and column', () => {
    expect(parseCatalogue('{\n  "a": "x",\n  "a": "y"\n}', 'locales/cn.json').problems).toEqual([
      {
        file: 'locales/cn.json',
        line: 3,
        column: 3,
        field: 'a',
        message: 'this key is written twice; JSON keeps only the last, so keep one',
      },
    ]);
    expect(parseCatalogue('{\n  "a": "x"\n  "b": "y"\n}', 'locales/cn.json').problems).toEqual([
      { file: 'locales/cn.json', line: 3, column: 3, message: expect.stringMatching(/^is not valid JSON: /) },
    ]);
  });

  it('formats ICU messages with the locale table language', () => {
    const t = createTranslator('cn', { greet: '{count, plural, other {# 篇文章}}' });
    expect(t.formatMessage({ id: 'greet' }, { count: 3 })).toBe('3 篇文章');
  });
});
