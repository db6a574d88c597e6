/**
 * Singapore's rules for healthcare advertising, as the build holds copy to them: the breaches a review found on the
 * site (ranking and "choice" listings, a before-and-after bunion picture, a "can-be-a-snip" address) put back into
 * the fixture site each fail the build with the file, the line or field, why and what to do, and leave the
 * previous output alone; the words a timeline or a medical sentence uses innocently pass.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build, BuildError } from '../../src/generator/build.ts';
import { addressPromises, beforeAfterPicture, listingWord, listingWordsInCopy } from '../../src/site/advertising.ts';
import { fixtureProject } from '../helpers/fixture.ts';
import { INTACT, previousOutputState, withMarkerOutput, type TempProject } from '../helpers/project.ts';

const ARTICLE = 'content/en/blog/knee-pain.md';

describe('the advertising words, one by one', () => {
  it('finds the ranking and "choice" listings in the three languages, and not the same words in medical prose', () => {
    expect(listingWordsInCopy('Listed in the Singapore Clinic Ranking 2025')).toEqual(['Clinic Ranking']);
    expect(listingWordsInCopy('Named in the Patients’ Choice Directory')).toEqual(['Patients’ Choice']);
    expect(listingWordsInCopy('本诊所排名第一')).toEqual(['排名第']);
    expect(listingWordsInCopy('Klinik pilihan pesakit')).toEqual(['pilihan pesakit']);
    expect(listingWordsInCopy('An MRI is the best test here, and the choice of treatment is yours.')).toEqual([]);
    expect(listingWord('patients-choice.svg')).toBe('choice');
    expect(listingWord('Singapore Medical Council')).toBeUndefined();
  });

  it('refuses a before-and-after picture by its name or by a result beside the words, and lets a timeline pass', () => {
    expect(beforeAfterPicture({ src: '/images/articles/before-and-after-a-bunion-surgery.svg', alt: 'Two feet' })).toMatch(
      /file name before-and-after-a-bunion-surgery\.svg says "before-and-after"/,
    );
    expect(
      beforeAfterPicture({ src: '/images/foot.svg', alt: 'A foot before and after bunion correction, showing the big toe straightened' }),
    ).toBe('its text says "before and after" with "correction"');
    expect(beforeAfterPicture({ src: '/images/foot.svg', alt: 'A foot', caption: 'Before/after photos of a bunion' })).toBe(
      'its text says "Before/after" with "photos"',
    );
    expect(beforeAfterPicture({ src: '/images/foot.svg', alt: '拇趾外翻手术前后对比图' })).toBe('its text says "手术前后" with "对比图"');
    expect(beforeAfterPicture({ src: '/images/foot.svg', alt: '手术前后需要注意的事项' })).toBe(undefined);
    expect(beforeAfterPicture({ src: '/images/foot.svg', alt: 'Kaki sebelum dan selepas pembedahan, jari kaki diluruskan' })).toBe(
      'its text says "sebelum dan selepas" with "diluruskan"',
    );
    expect(beforeAfterPicture({ src: '/images/timeline.svg', alt: 'A timeline of what to do before and after your operation' })).toBe(
      undefined,
    );
  });

  it('finds the promise in an address, and none in a neutral one', () => {
    expect(addressPromises('fixing-bunion-problem-can-be-a-snip')).toEqual(['snip']);
    expect(addressPromises('painless-knee-surgery-guaranteed')).toEqual(['painless', 'guaranteed']);
    expect(addressPromises('pain-free-back-in-a-week')).toEqual(['pain-free']);
    expect(addressPromises('keyhole-bunion-surgery-what-to-expect')).toEqual([]);
    expect(addressPromises('before-and-after-a-bunion-surgery')).toEqual([]);
  });
});

describe('the build, with the breaches put back', () => {
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
