import { describe, expect, it } from 'vitest';
import { personKeys } from '../../src/model/field-types.ts';
import { checkFrontMatter, toMeta } from '../../src/model/schema.ts';
import { clinic } from '../../src/site/clinic.ts';

/** People of the clinic facts: the lead doctor reviews, someone else (or he) writes. */
const REVIEWER = clinic.doctor.person;
const AUTHOR = personKeys().find((key) => key !== REVIEWER) ?? REVIEWER;

const article = {
  title: 'Tennis elbow',
  description: 'What tennis elbow is and how it is treated.',
  summary: 'A painful overload of the tendons on the outside of the elbow.',
  date: '2024-05-14',
  reviewed: '2026-09-02',
  nextReview: '2027-09-02',
  author: AUTHOR,
  reviewer: REVIEWER,
  image: { src: '/images/articles/tennis-elbow-singapore.svg', alt: 'A drawing of an elbow' },
  keyPoints: ['It is an overload of the tendons.', 'Most people get better with time and exercise.'],
  warningSigns: ['pain-lasting-weeks', 'hot-joint-no-injury', 'limb-out-of-shape'],
  sources: [{ title: 'Tennis elbow', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/tennis-elbow/' }],
  related: ['services-bixeps'],
};

describe('front matter schemas', () => {
  it('accepts a valid clinical article and keeps its dates as written', () => {
    expect(checkFrontMatter('services', article)).toEqual([]);
    expect(toMeta(article)).toMatchObject({
      date: '2024-05-14',
      reviewed: '2026-09-02',
      related: ['services-bixeps'],
      reviewer: REVIEWER,
    });
  });

  it('names each wrong field and what was expected', () => {
    const problems = checkFrontMatter('services', {
      ...article,
      title: '',
      description: 'x'.repeat(161),
      reviewed: undefined,
      image: { src: 'images/x.svg', alt: 'x' },
      colour: 'blue',
    });
    expect(problems).toEqual([
      { field: 'title', message: 'expected a non-empty text' },
      { field: 'description', message: 'expected at most 160 characters (it has 161)' },
      { field: 'image', message: 'expected an image whose src is a path starting with / (a file in public/)' },
      { field: 'reviewed', message: 'is missing; expected a date written as YYYY-MM-DD' },
      { field: 'colour', message: expect.stringMatching(/^is not a known field/) },
    ]);
  });

  it('refuses dates that are not days of the calendar, and reviews out of order', () => {
    expect(checkFrontMatter('blog', { ...article, date: '2026-02-30' })).toEqual([
      { field: 'date', message: 'expected a real calendar date (2026-02-30 is not a day of the calendar)' },
    ]);
    expect(checkFrontMatter('blog', { ...article, date: '2024-13-01' })).toEqual([
      { field: 'date', message: 'expected a real calendar date (2024-13-01 is not a day of the calendar)' },
    ]);
    expect(checkFrontMatter('blog', { ...article, nextReview: '2026-01-01' })).toEqual([
      { field: 'nextReview', message: 'is 2026-01-01, before reviewed (2026-09-02); the next review comes after the last one' },
    ]);
  });

  it.each(['warningSigns', 'sources', 'author', 'reviewer', 'nextReview', 'keyPoints'])('requires %s on a clinical article', (name) => {
    const { [name as keyof typeof article]: _, ...rest } = article;
    expect(checkFrontMatter('blog', rest)).toEqual([{ field: name, message: expect.stringMatching(/^is missing; expected /) }]);
  });

  it('requires the clinical parts on the condition landing pages too, key points aside', () => {
    const { title, description, reviewed, nextReview, author, reviewer, warningSigns, sources } = article;
    expect(checkFrontMatter('landing', { title, description, reviewed, nextReview, author, reviewer, warningSigns, sources })).toEqual([]);
    expect(checkFrontMatter('landing', { title, description, reviewed })).toHaveLength(5);
  });

  it('checks the when-to-get-help block, the sources and the people', () => {
    const signs = 'expected a list of 2 to 24 warning-sign ids from content/warning-signs.yml';
    expect(checkFrontMatter('blog', { ...article, warningSigns: ['limb-out-of-shape'] })).toEqual([
      { field: 'warningSigns', message: signs },
    ]);
    expect(checkFrontMatter('blog', { ...article, warningSigns: { specialist: ['the pain lasts'] } })).toEqual([
      { field: 'warningSigns', message: signs },
    ]);
    expect(checkFrontMatter('blog', { ...article, urgent: { specialist: ['x'] } })).toEqual([
      { field: 'urgent', message: expect.stringContaining('is not a known field') },
    ]);
    expect(
      checkFrontMatter('blog', { ...article, sources: [{ title: 'Knee pain', publisher: 'NHS', url: 'javascript:alert(1)' }] }),
    ).toEqual([{ field: 'sources', message: expect.stringContaining('"javascript:alert(1)" is not one') }]);
    expect(checkFrontMatter('blog', { ...article, reviewer: 'dr-house' })).toEqual([
      { field: 'reviewer', message: `expected one of the people in the clinic details (${personKeys().join(', ')})` },
    ]);
  });

  it('makes the publication optional on media articles', () => {
    expect(checkFrontMatter('media', article)).toEqual([]);
    expect(checkFrontMatter('media', { ...article, publication: '' })).toEqual([
      { field: 'publication', message: 'expected a non-empty text' },
    ]);
  });

  it('requires an alt text on images, never empty: a page’s picture is never decorative', () => {
    const refused = [{ field: 'image', message: 'expected an image with an alt text saying what the picture shows' }];
    expect(checkFrontMatter('pages', { title: 'A', description: 'B', image: { src: '/a.svg' } })).toEqual(refused);
    expect(checkFrontMatter('pages', { title: 'A', description: 'B', image: { src: '/a.svg', alt: ' ' } })).toEqual(refused);
    expect(checkFrontMatter('pages', { title: 'A', description: 'B', image: { src: '/a.svg', alt: '膝关节结构图' } })).toEqual([]);
  });

  it('requires an article’s picture, also its card and share picture, described in at least 4 words', () => {
    expect(checkFrontMatter('blog', { ...article, image: { src: '/a.svg', alt: '' } })).toEqual([
      {
        field: 'image',
        message:
          "expected an alt text of at least 4 words saying what the picture shows (it has 0); it is also the article's card and share picture",
      },
    ]);
    // A page's hero picture needs no word count, but an alt text all the same.
    expect(checkFrontMatter('pages', { title: 'A', description: 'B', image: { src: '/a.svg', alt: 'A knee' } })).toEqual([]);
  });
});

describe('a translated page’s record', () => {
  const [first, second] = personKeys();
  const record = {
    from: '0123456789ab',
    translated: '2026-11-28',
    translator: first,
    reviewer: second,
    secondReader: second,
    checked: '2026-11-28',
  };
  const problems = (translation: unknown) => checkFrontMatter('services', { ...article, translation }).map((p) => p.message);

  it('is accepted whole, and is optional', () => {
    expect(problems(record)).toEqual([]);
    expect(checkFrontMatter('services', article)).toEqual([]);
  });

  it('names what a started record lacks or gets wrong', () => {
    const { checked: _, ...unfinished } = record;
    expect(problems(unfinished)[0]).toMatch(/checked missing/);
    expect(problems({ ...record, from: 'v2' })[0]).toMatch(/English page's revision: 12 hex digits/);
    expect(problems({ ...record, translated: '28/11/2026' })[0]).toMatch(/"translated" is a date written as YYYY-MM-DD/);
    expect(problems({ ...record, reviewer: 'someone' })[0]).toMatch(/"reviewer" is one of the people/);
    expect(problems({ ...record, secondReader: first })[0]).toMatch(/second reader is someone other than the translator/);
    expect(problems({ ...record, note: 'x' })[0]).toMatch(/"note" is not a field of it/);
  });
});

describe('an alt text in Chinese', () => {
  it('counts two Han characters as a word, so a Chinese description is held to the same length', async () => {
    const { altWordCount } = await import('../../src/model/field-types.ts');
    expect(altWordCount('插图：上臂的肱二头肌')).toBe(5);
    expect(altWordCount('插图')).toBe(1);
    expect(altWordCount('A drawing of a knee')).toBe(5);
    const problems = (alt: string) => checkFrontMatter('services', { ...article, image: { ...article.image, alt } }).map((p) => p.field);
    expect(problems('膝盖图')).toEqual(['image']);
    expect(problems('插图：从正面看膝关节')).toEqual([]);
  });
});
