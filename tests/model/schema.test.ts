import { describe, expect, it } from 'vitest';
import { checkFrontMatter, toMeta } from '../../src/model/schema.ts';

const article = {
  title: 'Tennis elbow',
  description: 'What tennis elbow is and how it is treated.',
  summary: 'A painful overload of the tendons on the outside of the elbow.',
  date: '2024-05-14',
  reviewed: '2026-09-02',
  nextReview: '2027-09-02',
  author: 'grace-lim',
  reviewer: 'adrian-tan',
  image: { src: '/images/articles/tennis-elbow-singapore.svg', alt: 'An elbow' },
  keyPoints: ['It is an overload of the tendons.', 'Most people get better with time and exercise.'],
  urgent: {
    specialist: ['the pain lasts more than six weeks'],
    sameDay: ['the elbow is hot, red and swollen'],
    emergency: ['the elbow looks out of shape after a fall'],
  },
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
      reviewer: 'adrian-tan',
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

  it.each(['urgent', 'sources', 'author', 'reviewer', 'nextReview', 'keyPoints'])('requires %s on a clinical article', (name) => {
    const { [name as keyof typeof article]: _, ...rest } = article;
    expect(checkFrontMatter('blog', rest)).toEqual([{ field: name, message: expect.stringMatching(/^is missing; expected /) }]);
  });

  it('requires the clinical parts on the condition landing pages too, key points aside', () => {
    const { title, description, reviewed, nextReview, author, reviewer, urgent, sources } = article;
    expect(checkFrontMatter('landing', { title, description, reviewed, nextReview, author, reviewer, urgent, sources })).toEqual([]);
    expect(checkFrontMatter('landing', { title, description, reviewed })).toHaveLength(5);
  });

  it('checks the when-to-get-help block, the sources and the people', () => {
    expect(checkFrontMatter('blog', { ...article, urgent: { specialist: ['x'], sameDay: [], emergency: ['y'] } })).toEqual([
      { field: 'urgent', message: 'expected sameDay to be a list of 1 to 8 short texts (at most 200 characters each)' },
    ]);
    expect(checkFrontMatter('blog', { ...article, urgent: { ...article.urgent, later: ['z'] } })).toEqual([
      { field: 'urgent', message: expect.stringContaining('"later" is not one of them') },
    ]);
    expect(
      checkFrontMatter('blog', { ...article, sources: [{ title: 'Knee pain', publisher: 'NHS', url: 'javascript:alert(1)' }] }),
    ).toEqual([{ field: 'sources', message: expect.stringContaining('"javascript:alert(1)" is not one') }]);
    expect(checkFrontMatter('blog', { ...article, reviewer: 'dr-house' })).toEqual([
      { field: 'reviewer', message: 'expected one of the people in the clinic details (adrian-tan, grace-lim)' },
    ]);
  });

  it('makes the publication optional on media articles', () => {
    expect(checkFrontMatter('media', article)).toEqual([]);
    expect(checkFrontMatter('media', { ...article, publication: '' })).toEqual([
      { field: 'publication', message: 'expected a non-empty text' },
    ]);
  });

  it('requires an alt text on images', () => {
    expect(checkFrontMatter('pages', { title: 'A', description: 'B', image: { src: '/a.svg' } })).toEqual([
      { field: 'image', message: 'expected an image with an alt text (an empty alt only for a decorative image)' },
    ]);
  });
});
