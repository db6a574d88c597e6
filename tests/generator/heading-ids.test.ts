/**
 * Heading ids: staff write headings without `{#id}` and the build makes the id from the words; a translated
 * page's headings carry the English page's ids, written or made, in the same order.
 */
import { describe, expect, it } from 'vitest';
import { headingIdProblems } from '../../src/generator/checks/copy-rules.ts';
import { headingIdOf } from '../../src/generator/checks/heading-ids.ts';
import { renderMarkdown } from '../../src/generator/render/markdown.ts';
import type { LocaleCode } from '../../src/i18n/locales.ts';
import { RouteManifest } from '../../src/model/routes.ts';

const page = (locale: LocaleCode, body: string) => ({
  route: { locale, collection: 'services' as const, id: 'knee' },
  body,
  source: `content/${locale}/services/knee.md`,
  bodyLine: 1,
});

describe('heading ids', () => {
  it('are made from the heading’s words when none is written; a written one is kept', () => {
    expect(headingIdOf('When to see a doctor')).toEqual({ id: 'when-to-see-a-doctor', written: false });
    expect(headingIdOf('When to see a doctor {#see-a-doctor}')).toEqual({ id: 'see-a-doctor', written: true });
    const md = renderMarkdown('## When to see a doctor\n\nText.\n\n## Care {#care}\n', {
      locale: 'en',
      manifest: new RouteManifest([]),
      tokens: {},
      telHref: 'tel:',
      whatsappHref: 'https://wa.me/',
    });
    expect(md.headings.map((h) => h.id)).toEqual(['when-to-see-a-doctor', 'care']);
  });

  it('a translation carries the English ids, written or made, in order; a heading without one is named', () => {
    const en = page('en', '## When to see a doctor\n\nText.\n\n## Care {#care}\n');
    expect(headingIdProblems([en, page('cn', '## 何时看医生 {#when-to-see-a-doctor}\n\n## 护理 {#care}\n')])).toEqual([]);
    const [problem] = headingIdProblems([en, page('bh', '## Bila berjumpa doktor\n\n## Penjagaan {#care}\n')]);
    expect(problem?.message).toMatch(
      /^heading ids \[\(none\) care\] differ from content\/en\/services\/knee\.md \[when-to-see-a-doctor care\]/,
    );
  });
});
