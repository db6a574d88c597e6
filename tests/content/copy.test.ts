/**
 * The copy of every page and the three catalogues as the build reads them: every page present, the product's fixed
 * texts, and nothing left in English on cn and bh pages (a judgement by heuristics, so a test rather than a build
 * rule). Every other rule copy is held to is the build's own (src/generator/checks/copy-rules.ts and the schemas): the
 * shared build of the test run refuses copy that breaks one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteContent, type SiteContent } from '../../scripts/lib/checks/site-content.ts';
import { FIXED_PAGES } from '../../src/model/page-table.ts';
import { LOCALE_CODES } from '../../src/i18n/locales.ts';
import { ROOT, tempProject, type TempProject } from '../helpers/project.ts';
import { manifestOf } from '../helpers/real-site.ts';
import { SPEC_PATHS } from '../helpers/spec-pages.ts';
import { readCatalogues, untranslatedMessageProblems, untranslatedPageProblems, type Catalogues } from './copy-checks.ts';

describe('the site copy', () => {
  let site: SiteContent;
  let catalogues: Catalogues;

  beforeAll(async () => {
    [site, catalogues] = await Promise.all([loadSiteContent(ROOT), readCatalogues(ROOT)]);
  });

  it('has copy for every page of the site, the pages the spec names among them, and every fixed page in each of its languages', async () => {
    const paths = site.pages.map((p) => p.route.path).sort();
    expect(paths).toEqual((await manifestOf()).routes.map((r) => r.path).sort());
    expect(SPEC_PATHS.filter((p) => !paths.includes(p))).toEqual([]);
    for (const code of LOCALE_CODES) {
      const fixed = FIXED_PAGES.filter((p) => p.locales.includes(code))
        .map((p) => p.id)
        .sort();
      expect(
        site.pages
          .filter((p) => p.route.locale === code && !p.route.collection)
          .map((p) => p.route.id)
          .sort(),
        code,
      ).toEqual(fixed);
    }
  });

  it('keeps the WhatsApp panel’s English texts as the product fixes them, and words every required label in all three languages', () => {
    expect([catalogues.en['whatsapp.title'], catalogues.en['whatsapp.text'], catalogues.en['whatsapp.link']]).toEqual([
      'Let us help you',
      'Having trouble with your bones and joints? Let us help you.',
      'Click to WhatsApp Us',
    ]);
    const required = [
      ...['name', 'email', 'phone', 'message', 'loading', 'submit'].map((k) => `form.${k}`),
      ...['tel', 'fax', 'mobile', 'email', 'hours'].map((k) => `contact.${k}`),
      // The rows of opening hours and their times come from the clinic facts; only "closed" is a word of the catalogues.
      'hours.closed',
      ...['notFoundTitle', 'notFoundText', 'serverTitle', 'serverText', 'home', 'contact'].map((k) => `error.${k}`),
      ...['title', 'text', 'link'].map((k) => `whatsapp.${k}`),
      ...['index', 'about-us', 'services', 'media', 'contact-us'].map((k) => `nav.${k}`),
    ];
    const missing = (['en', 'cn', 'bh'] as const).flatMap((code) =>
      required.filter((key) => !catalogues[code][key]?.trim()).map((key) => `locales/${code}.json ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('leaves no cn or bh page, and no cn or bh message, in English', () => {
    expect(untranslatedPageProblems(site)).toEqual([]);
    expect(untranslatedMessageProblems(catalogues)).toEqual([]);
  });
});

describe('the translation checks over content with faults seeded in', () => {
  let project: TempProject;
  let site: SiteContent;
  let catalogues: Catalogues;

  beforeAll(async () => {
    project = await tempProject();
    // The other rules of the copy are the build's (src/generator/checks/copy-rules.ts, tests/generator/copy-rules.test.ts).
    const enParagraph = (await project.read('content/en/pages/thank-you.md')).split('\n---\n')[1]?.trim().split('\n\n')[0] ?? '';
    await project.edit('content/bh/pages/thank-you.md', (text) => `${text}\n${enParagraph}\n`);
    await project.edit('locales/cn.json', (text) => text.replace('"跳至主要内容"', '"Skip to main content"'));
    [site, catalogues] = await Promise.all([loadSiteContent(project.root), readCatalogues(project.root)]);
  });

  afterAll(() => project.dispose());

  it('reports each text left in English with its file', () => {
    expect(untranslatedPageProblems(site)).toEqual([expect.stringMatching(/^content\/bh\/pages\/thank-you\.md: left in English: /)]);
    expect(untranslatedMessageProblems(catalogues)).toEqual([
      'locales/cn.json site.skipToContent: left in English: "Skip to main content"',
    ]);
  });
});
