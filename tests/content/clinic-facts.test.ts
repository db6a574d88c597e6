/**
 * The clinic facts as visitors get them, on the site built once for the test run: every page in every language
 * shows the opening hours written from the same opens and closes the structured data publishes, and the numbers
 * of the facts. Nothing here names a time or a number: the keepers' check (npm run test:keepers) changes both in
 * content/clinic.yml and this file must still pass.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isLocaleCode, LOCALE_CODES, localePrefix } from '../../src/i18n/locales.ts';
import { clinic } from '../../src/site/clinic.ts';
import { formatTimes } from '../../src/site/hours.ts';
import { type RealBuild, openRealBuild } from './real-build.ts';

/** The pages of each language, a dozen at a time (the file names are known before the tests run). */
const GROUPS = LOCALE_CODES.flatMap((locale) => {
  const others = LOCALE_CODES.filter((c) => c !== locale).map((c) => `${localePrefix(c).slice(1)}/`);
  const prefix = localePrefix(locale).slice(1);
  const files = readdirSync(inject('distDir'), { recursive: true })
    .map((f) => String(f).split(path.sep).join('/'))
    .filter((f) => f.endsWith('.html') && !f.startsWith('admin/'))
    .filter((f) => (prefix ? f.startsWith(`${prefix}/`) : !others.some((o) => f.startsWith(o))))
    .sort();
  return Array.from({ length: Math.ceil(files.length / 12) }, (_, i) => ({
    locale,
    files: files.slice(i * 12, i * 12 + 12),
    first: i * 12 + 1,
    last: Math.min(files.length, i * 12 + 12),
  }));
});

let site: RealBuild;
beforeAll(async () => {
  site = await openRealBuild();
});
afterAll(() => site?.dispose());

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('the clinic facts on the built site', () => {
  it('reads pages in every language', () => {
    expect(new Set(GROUPS.map((g) => g.locale))).toEqual(new Set(LOCALE_CODES));
  });

  // A dozen pages at a time, so no one test has to parse the whole site.
  it.each(GROUPS)(
    'shows the opening hours of the facts on the $locale pages $first to $last, from the same values as the structured data',
    async ({ locale, files }) => {
      const problems: string[] = [];
      for (const file of files) {
        const doc = await site.doc(file);
        if (doc.documentElement.getAttribute('data-locale') !== locale) problems.push(`${file}: not a ${locale} page`);
        const lists = [...doc.querySelectorAll('dl.hours')];
        if (!lists.length) problems.push(`${file}: no opening hours`);
        const clinicData = [...doc.querySelectorAll('script[type="application/ld+json"]')]
          .flatMap((s) => JSON.parse(s.textContent ?? '{}')['@graph'] ?? [])
          .find((node: { '@type'?: string }) => node['@type'] === 'MedicalClinic');
        const published = (clinicData?.openingHoursSpecification ?? []) as Array<{ opens: string; closes: string }>;
        for (const list of lists) {
          const rows = [...list.querySelectorAll('dt')].map((dt) => [text(dt), text(dt.nextElementSibling)]);
          const open = clinic.hours.filter((row) => row.opens && row.closes);
          const expected = clinic.hours.map((row) => [
            row.label[locale],
            // A closed day shows a word, never a time.
            row.opens && row.closes ? formatTimes(row.opens, row.closes, locale) : expect.stringMatching(/^\D+$/),
          ]);
          expect(rows, file).toEqual(expected);
          // The shown times and the structured data come from one place.
          expect(
            published.map((p) => formatTimes(p.opens, p.closes, locale)),
            file,
          ).toEqual(open.map((row) => formatTimes(row.opens ?? '', row.closes ?? '', locale)));
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('labels every number patients may call on the contact page of every language', async () => {
    for (const file of ['contact-us/index.html', 'cn/contact-us/index.html', 'bh/contact-us/index.html']) {
      const doc = await site.doc(file);
      const locale = doc.documentElement.getAttribute('data-locale') ?? 'en';
      if (!isLocaleCode(locale)) throw new Error(`${file} has no locale`);
      const main = text(doc.querySelector('main'));
      for (const phone of [clinic.callUs, clinic.phones.mobile, clinic.phones.afterHours]) {
        const link = [...doc.querySelectorAll(`main a[href="tel:${phone.e164}"]`)];
        expect(link.length, `${file}: ${phone.e164}`).toBeGreaterThan(0);
        expect(main, file).toContain(`${phone.label[locale]}: ${phone.display.replace(/\s/g, ' ')}`);
      }
    }
  });
});
