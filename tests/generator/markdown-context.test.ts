import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/generator/render/markdown.ts';
import { markdownContext } from '../../src/generator/render/render-pages.ts';
import { FIXED_PAGES } from '../../src/model/page-table.ts';
import { createManifest } from '../../src/model/routes.ts';
import { clinic } from '../../src/site/clinic.ts';
import { valueOrThrow } from '../../src/shared/problems.ts';

const manifest = valueOrThrow(createManifest(FIXED_PAGES.flatMap((p) => p.locales.map((l) => `${l}/pages/${p.id}.md`))));

describe('markdownContext', () => {
  it("fills the doctor's years of experience from the clinic facts in every language", () => {
    const copy = {
      en: 'An orthopaedic surgeon with over {{doctor.years}} years of experience.',
      cn: '他是一名骨科医生，拥有超过{{doctor.years}}年的经验。',
      bh: 'Pakar bedah ortopedik dengan pengalaman lebih {{doctor.years}} tahun.',
    } as const;
    const years = String(clinic.doctor.yearsOfExperience);
    for (const locale of ['en', 'cn', 'bh'] as const) {
      const { html, problems } = renderMarkdown(copy[locale], markdownContext(locale, manifest));
      expect(problems).toEqual([]);
      expect(html).toBe(`<p>${copy[locale].replace('{{doctor.years}}', years)}</p>\n`);
    }
  });
});
