import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { loadCatalogues, validateCatalogues, createTranslator } from '../../src/i18n/messages.ts';
import { ROOT } from '../helpers/project.ts';

describe('message catalogues', () => {
  it('the real catalogues have the same keys in every locale and all parse', async () => {
    const catalogues = await loadCatalogues(path.join(ROOT, 'locales'));
    expect(Object.keys(catalogues.cn).sort()).toEqual(Object.keys(catalogues.en).sort());
    expect(Object.keys(catalogues.bh).sort()).toEqual(Object.keys(catalogues.en).sort());
  });

  it('lists every missing key, extra key and unparsable message with its locale', () => {
    const problems = validateCatalogues({
      en: { 'a.one': 'One', 'a.two': 'Two {n}' },
      cn: { 'a.one': '一' },
      bh: { 'a.one': 'Satu', 'a.two': 'Dua {n', 'a.three': 'Tiga' },
    });
    expect(problems).toEqual([
      'locales/cn.json: missing key "a.two" (present in en)',
      'locales/bh.json: extra key "a.three" (not in en)',
      expect.stringMatching(/^locales\/bh\.json: key "a\.two" is not a valid ICU message/),
    ]);
  });

  it('formats ICU messages with the locale table language', () => {
    const t = createTranslator('cn', { greet: '{count, plural, other {# 篇文章}}' });
    expect(t.formatMessage({ id: 'greet' }, { count: 3 })).toBe('3 篇文章');
  });
});
