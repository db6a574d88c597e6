/**
 * The build is the one judge of copy: the rules content/README.md lists are build problems naming file, line or
 * field and what to do, all of a run's problems together, on the fixture site (whose copy keeps to them).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build, BuildError } from '../../src/generator/build.ts';
import { nearestIds } from '../../src/generator/load/nearest-ids.ts';
import { fixtureProject } from '../helpers/fixture.ts';
import { INTACT, previousOutputState, withMarkerOutput, type TempProject } from '../helpers/project.ts';

const ARTICLE = 'content/en/blog/knee-pain.md';
let project: TempProject;

beforeEach(async () => {
  project = await withMarkerOutput(await fixtureProject());
});
afterEach(() => project.dispose());

async function failure(): Promise<string[]> {
  try {
    await build({ root: project.root, outDir: project.out, env: { GTM_ID: '' } });
  } catch (error) {
    if (error instanceof BuildError) return error.lines;
    throw error;
  }
  throw new Error('the build succeeded');
}

/** The article with its body replaced by `body` (front matter kept). */
const withBody = (body: string) => project.edit(ARTICLE, (text) => `${text.slice(0, text.indexOf('\n---\n') + 5)}\n${body}\n`);

describe('the copy rules', () => {
  it('refuse a 95-word article with an empty alt text, naming the file and each rule', async () => {
    const sentence = 'Rest the knee for a day or two and then move it gently again. ';
    // 84 words here and 11 in the closing section: 95.
    const words = sentence.repeat(6).trim();
    await withBody(
      `${words}\n\n![](/images/knee.svg)\n\n## About this page {#about-this-page}\n\nThis is general information. Use [the enquiry form](#enquiry-form).`,
    );
    await project.edit(ARTICLE, (text) => text.replace('  alt: A drawing of a knee', '  alt: ""'));
    const lines = await failure();
    expect(lines).toEqual([
      `${ARTICLE}:10: image: expected an alt text of at least 4 words saying what the picture shows (it has 0); it is also the article's card and share picture`,
      `${ARTICLE}:29: body: has 95 words of text; an article has 500 to 1,200 words: write more, or make it part of a related article`,
      `${ARTICLE}:32: picture /images/knee.svg has no alt text; write what it shows between the brackets: ![a knee brace on a table](/images/knee.svg)`,
    ]);
    expect(await previousOutputState(project)).toEqual(INTACT);
  });

  it('name every problem of every stage in one run: a long description, a second # heading, a wrong page id, an unknown related page', async () => {
    await project.edit(ARTICLE, (text) =>
      text
        .replace(/^description: .*$/m, `description: ${'Knee pain, in plain words. '.repeat(7)}`)
        .replace('## Causes {#causes}', '# Causes {#causes}')
        .replace('page:services#knee', 'page:knees#knee'),
    );
    await project.edit('content/en/blog/ankle-sprain.md', (text) => text.replace('related:\n', 'related:\n  - service-knee\n'));
    const lines = await failure();
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/en\/blog\/knee-pain\.md:3: description: expected at most 160 characters/),
        expect.stringMatching(/^content\/en\/blog\/knee-pain\.md:\d+: "# Causes" is a second main heading/),
        expect.stringMatching(
          /^content\/en\/blog\/knee-pain\.md:\d+: link to unknown page id "knees" \(page:knees#knee\) \(did you mean services-knee\?\)/,
        ),
        expect.stringMatching(
          /^content\/en\/blog\/ankle-sprain\.md:\d+: related: names unknown page id "service-knee" \(did you mean services-knee\?\)/,
        ),
      ]),
    );
    expect(lines).toHaveLength(4);
  });

  it('refuse typed contact details, promises, leftovers, hand-written paths and a missing closing note', async () => {
    await project.edit(ARTICLE, (text) =>
      text
        .replace('Knee pain is common.', 'Knee pain is common. Call 6123 4567. This is guaranteed. TODO.')
        .replace('[our knee care](page:services#knee)', '[our knee care](/services/knee/)')
        .replace('This page is general information, not a diagnosis. ', ''),
    );
    expect(await failure()).toEqual([
      `${ARTICLE}:52: body: the last section must say the article is general information, not a diagnosis`,
      `${ARTICLE}:30: "TODO" is a mark of unfinished copy; finish the text and remove it`,
      `${ARTICLE}:30: "6123 4567" types a contact detail or address into the copy; use [call us](tel:), [WhatsApp](whatsapp:) or {{clinic.email}}, which the build fills in from the clinic's details; link an outside page as [what it is](https://…)`,
      `${ARTICLE}:30: "guaranteed" promises a result or quotes a figure; medical copy describes, it does not promise (write what usually helps)`,
      `${ARTICLE}:38: link /services/knee/ is a hand-written path; link our pages by id, as [text](page:<id>)`,
    ]);
  });

  it('refuse an article main picture described in fewer than four words', async () => {
    await project.edit(ARTICLE, (text) => text.replace('  alt: A drawing of a knee', '  alt: A knee'));
    expect(await failure()).toEqual([
      `${ARTICLE}:10: image: expected an alt text of at least 4 words saying what the picture shows (it has 2); it is also the article's card and share picture`,
    ]);
  });
});

describe('the advertising rules, with the breaches a review found put back', () => {
  it('refuses a ranking listing, a before-and-after picture and its captioned twin in the text, naming line and field', async () => {
    await project.edit(ARTICLE, (text) =>
      text
        .replace('  alt: A drawing of a knee', '  alt: A knee before and after surgery, showing the leg straightened')
        .replace(
          'Knee pain is common.',
          'Knee pain is common. The clinic is listed in the Singapore Clinic Ranking.\n\n![A knee](/images/knee.svg "Before and after: the result")',
        ),
    );
    const lines = await failure();
    expect(lines).toEqual(
      expect.arrayContaining([
        `${ARTICLE}:10: image: /images/knee.svg: its text says "before and after" with "straightened"; a picture may not promote a result as a before-and-after (Singapore's healthcare advertising rules): show the care or the recovery instead, name the file for what it shows, and keep "before and after" for a timeline`,
        `${ARTICLE}:30: "Clinic Ranking" names a ranking or a "choice" listing; Singapore's healthcare advertising rules allow no ranking, comparison or endorsement: state facts about the clinic instead`,
        `${ARTICLE}:32: picture /images/knee.svg: its text says "Before and after" with "result"; a picture may not promote a result as a before-and-after (Singapore's healthcare advertising rules): show the care or the recovery instead, name the file for what it shows, and keep "before and after" for a timeline`,
      ]),
    );
    expect(lines).toHaveLength(3);
    expect(await previousOutputState(project)).toEqual(INTACT);
  });

  it('refuses an address that promises, naming the file and the way to rename it', async () => {
    const snip = 'content/en/blog/knee-pain-can-be-a-snip.md';
    await project.write(snip, await project.read(ARTICLE));
    await project.remove(ARTICLE);
    // Other fixture pages link the article by its id; they follow it to its new name.
    for (const file of ['content/en/services/knee.md', 'content/en/blog/ankle-sprain.md', 'content/en/media/clinic-explainer.md'])
      await project.edit(file, (text) => text.replaceAll('blog-knee-pain', 'blog-knee-pain-can-be-a-snip'));
    const lines = await failure();
    expect(lines).toContain(
      `${snip}: the page's address (knee-pain-can-be-a-snip) says "snip", a promise of an easy or certain result; an address describes the page, it promises nothing: rename the file to say what the page covers, and keep the old address working with a 301 in public/_redirects`,
    );
    expect(await previousOutputState(project)).toEqual(INTACT);
  });

  it('lets a timeline through: "before and after your operation" in a picture and in the text', async () => {
    await project.edit(ARTICLE, (text) =>
      text
        .replace('  alt: A drawing of a knee', '  alt: A drawing of what to do before and after your operation')
        .replace('Knee pain is common.', 'Knee pain is common. Plan your help at home before and after your operation.'),
    );
    await build({ root: project.root, outDir: project.out, env: { GTM_ID: '' } });
  });
});

describe('did you mean', () => {
  it('suggests the nearest ids: a typo, a missing collection prefix', () => {
    const known = ['services-bixeps', 'services-knee', 'blog-knee-pain', 'about-us'];
    expect(nearestIds('bixeps', known)).toEqual(['services-bixeps']);
    expect(nearestIds('services-bixep', known)).toEqual(['services-bixeps']);
    expect(nearestIds('abuot-us', known)).toEqual(['about-us']);
    expect(nearestIds('privacy-policy-page', known)).toEqual([]);
  });
});
