/**
 * The copy of every page and the three catalogues, as the build reads them: finished, long enough, described,
 * distinct, translated, with pictures described and links that go somewhere. Each check lists every offending
 * file. The same checks then run over a throwaway copy of the content with one fault of each kind seeded in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteContent, type SiteContent } from '../../scripts/lib/site-content.ts';
import { FIXED_PAGES } from '../../src/model/page-table.ts';
import { LOCALE_CODES } from '../../src/i18n/locales.ts';
import { ROOT, tempProject, type TempProject } from '../helpers/project.ts';
import { manifestOf } from '../helpers/real-site.ts';
import { SPEC_PATHS } from '../helpers/spec-pages.ts';
import {
  articleDateProblems,
  articleLengthProblems,
  closingNoteProblems,
  descriptionProblems,
  headingIdProblems,
  imageAltProblems,
  leftoverProblems,
  linkProblemsOf,
  promiseProblems,
  readCatalogues,
  repeatedTitleProblems,
  typedContactProblems,
  untranslatedMessageProblems,
  untranslatedPageProblems,
  type Catalogues,
} from './copy-checks.ts';

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

  it('leaves no lorem, TODO, TBD or placeholder in any page or catalogue', async () => {
    expect(await leftoverProblems(ROOT, site, catalogues)).toEqual([]);
  });

  it('gives every service, blog and media article 500 to 1,200 words of body text', () => {
    expect(articleLengthProblems(site)).toEqual([]);
  });

  it('describes every page in at most 160 characters of plain text', () => {
    expect(descriptionProblems(site)).toEqual([]);
  });

  it('gives no two pages the same title or the same description', () => {
    expect(repeatedTitleProblems(site)).toEqual([]);
  });

  it('describes every picture: front-matter images and images in the copy', () => {
    expect(imageAltProblems(site)).toEqual([]);
  });

  it('links our own pages by id, to headings that exist, and keeps anchors the same in every language', () => {
    expect(linkProblemsOf(site)).toEqual([]);
    expect(headingIdProblems(site)).toEqual([]);
  });

  it('never types a phone number, e-mail address or web address into the copy', () => {
    expect(typedContactProblems(site)).toEqual([]);
  });

  it('promises no cure or result and quotes no statistics', () => {
    expect(promiseProblems(site)).toEqual([]);
  });

  it('dates every article sensibly and ends it with the general-information note and a way to book', () => {
    expect(articleDateProblems(site)).toEqual([]);
    expect(closingNoteProblems(site)).toEqual([]);
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

describe('the copy checks over content with faults seeded in', () => {
  let project: TempProject;
  let site: SiteContent;
  let catalogues: Catalogues;
  const article = 'content/en/blog/stress-fractures-singapore.md';

  beforeAll(async () => {
    project = await tempProject();
    // One fault of each kind, each in a different file so the problems can be told apart.
    await project.edit(article, (text) => text.replace(/\n## [\s\S]*$/, '\n\nLorem ipsum.\n'));
    await project.edit('content/en/media/treat-ankle-sprains-promptly.md', (text) =>
      // Over-long descriptions are refused by the build's schema already (tests/build); markup is not.
      text.replace(/^description: .*$/m, 'description: "Ankle sprains, **explained**: what helps and when to see a doctor."'),
    );
    await project.edit('content/en/blog/common-dance-injuries.md', (text) =>
      text.replace(
        /\n## /,
        '\n![](/images/logo.svg)\n\nSee [our services](/services/) or [the top](#nowhere). This treatment is guaranteed.\n\n## ',
      ),
    );
    const enParagraph = (await project.read('content/en/pages/thank-you.md')).split('\n---\n')[1]?.trim().split('\n\n')[0] ?? '';
    await project.edit('content/bh/pages/thank-you.md', (text) => `${text}\n${enParagraph}\n`);
    await project.edit('content/cn/pages/services.md', (text) => text.replace('{#knee}', '{#lutut}'));
    await project.edit('locales/cn.json', (text) => text.replace('"跳至主要内容"', '"Skip to main content"'));
    [site, catalogues] = await Promise.all([loadSiteContent(project.root), readCatalogues(project.root)]);
  });

  afterAll(() => project.dispose());

  it('reports each fault with its file', async () => {
    expect(await leftoverProblems(project.root, site, catalogues)).toEqual([`${article}: "Lorem"`, `${article}: "ipsum"`]);
    expect(articleLengthProblems(site)).toEqual([expect.stringMatching(new RegExp(`^${article}: \\d+ words of body text`))]);
    expect(descriptionProblems(site)).toEqual([
      expect.stringMatching(/^content\/en\/media\/treat-ankle-sprains-promptly\.md: description contains markup/),
    ]);
    // The build itself refuses a repeated title, so this fault is seeded after loading.
    const original = site.pages.find((p) => p.file === 'content/en/blog/how-to-lower-the-risk-of-osteoporosis.md');
    const repeated = {
      ...site,
      pages: site.pages.map((p) =>
        p.file === 'content/en/blog/common-dance-injuries.md' && original
          ? { ...p, meta: { ...p.meta, title: original.meta.title.toUpperCase() } }
          : p,
      ),
    };
    expect(repeatedTitleProblems(repeated)).toEqual([
      `title "${original?.meta.title}" is used by content/en/blog/common-dance-injuries.md and content/en/blog/how-to-lower-the-risk-of-osteoporosis.md`,
    ]);
    expect(imageAltProblems(site)).toEqual(['content/en/blog/common-dance-injuries.md: image /images/logo.svg has an empty alt']);
    expect(linkProblemsOf(site)).toEqual([
      'content/cn/pages/index.md: page:services#knee has no heading with id "knee" in content/cn/pages/services.md',
      'content/en/blog/common-dance-injuries.md: link /services/ is a hand-written path; link our pages as page:<id>',
      'content/en/blog/common-dance-injuries.md: link to #nowhere, which is neither the enquiry form nor a heading of this page',
    ]);
    expect(headingIdProblems(site)).toEqual([expect.stringMatching(/^content\/cn\/pages\/services\.md: heading ids \[lutut /)]);
    expect(promiseProblems(site)).toEqual(['content/en/blog/common-dance-injuries.md: "guaranteed"']);
    expect(closingNoteProblems(site)).toEqual([
      `${article}: the last section does not say the article is general information`,
      `${article}: the last section does not link the enquiry form or WhatsApp`,
    ]);
    expect(untranslatedPageProblems(site)).toEqual([expect.stringMatching(/^content\/bh\/pages\/thank-you\.md: left in English: /)]);
    expect(untranslatedMessageProblems(catalogues)).toEqual([
      'locales/cn.json site.skipToContent: left in English: "Skip to main content"',
    ]);
  });
});
