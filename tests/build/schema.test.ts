import { describe, expect, it } from 'vitest';
import { checkFrontMatter, toMeta } from '../../src/build/schema.ts';

const article = {
  title: 'Tennis elbow',
  description: 'What tennis elbow is and how it is treated.',
  summary: 'A painful overload of the tendons on the outside of the elbow.',
  date: new Date('2024-05-14'),
  reviewed: '2026-09-02',
  image: { src: '/images/articles/tennis-elbow-singapore.svg', alt: 'An elbow' },
  related: ['services-bixeps'],
};

describe('front matter schemas', () => {
  it('accepts a valid service article and normalises its dates', () => {
    expect(checkFrontMatter('services', article)).toEqual([]);
    expect(toMeta(article)).toMatchObject({ date: '2024-05-14', reviewed: '2026-09-02', related: ['services-bixeps'] });
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

  it('requires a publication on media articles but not a review date', () => {
    const { reviewed: _reviewed, ...media } = article;
    expect(checkFrontMatter('media', media)).toEqual([{ field: 'publication', message: 'is missing; expected a non-empty text' }]);
  });

  it('requires an alt text on images', () => {
    expect(checkFrontMatter('pages', { title: 'A', description: 'B', image: { src: '/a.svg' } })).toEqual([
      { field: 'image', message: 'expected an image with an alt text (an empty alt only for a decorative image)' },
    ]);
  });
});
