/**
 * Patients' words lead to the pages they are looking for: a word inside a longer search, whole Latin words
 * only, Chinese anywhere, the most specific line first, each page once. And the real list names only pages that
 * exist, each word once.
 */
import { describe, expect, it } from 'vitest';
import { MAX_SHORTCUT_PAGES, markWords, normalise, type Shortcut, shortcutUrls } from '../../../src/islands/search/synonyms.ts';
import { SEARCH_SYNONYMS } from '../../../src/site/search-synonyms.ts';
import { BODY_AREAS } from '../../../src/site/body-areas.ts';
import { manifestOf } from '../../helpers/real-site.ts';

const LIST: readonly Shortcut[] = [
  { words: ['back pain', '腰痛', 'sakit belakang'], urls: ['/spine/', '/spine-surgery/'] },
  { words: ['knee'], urls: ['/knee/', '/knee-causes/'] },
  { words: ['knee replacement'], urls: ['/knee-replacement/', '/knee/'] },
  { words: ['kaki'], urls: ['/foot/'] },
];

describe('shortcutUrls', () => {
  it('finds a line by a word inside a longer search, in any of the three languages', () => {
    expect(shortcutUrls('Lower  BACK pain at night', LIST)).toEqual(['/spine/', '/spine-surgery/']);
    expect(shortcutUrls('我腰痛', LIST)).toEqual(['/spine/', '/spine-surgery/']);
    expect(shortcutUrls('sakit belakang', LIST)).toEqual(['/spine/', '/spine-surgery/']);
  });

  it('puts the most specific line first and lists each page once', () => {
    expect(shortcutUrls('knee replacement', LIST)).toEqual(['/knee-replacement/', '/knee/', '/knee-causes/']);
  });

  it('matches Latin words whole only', () => {
    expect(shortcutUrls('kakinya', LIST)).toEqual([]);
    expect(shortcutUrls('kneecap', LIST)).toEqual([]);
    expect(shortcutUrls('sakit kaki', LIST)).toEqual(['/foot/']);
  });

  it('finds nothing for an empty search or unknown words', () => {
    expect(shortcutUrls('   ', LIST)).toEqual([]);
    expect(shortcutUrls('appointment', LIST)).toEqual([]);
  });

  it(`lists at most ${MAX_SHORTCUT_PAGES} pages`, () => {
    const many: Shortcut[] = [{ words: ['x'], urls: ['/1/', '/2/', '/3/', '/4/', '/5/', '/6/', '/7/'] }];
    expect(shortcutUrls('x', many)).toHaveLength(MAX_SHORTCUT_PAGES);
  });

  it('folds full-width letters and curly apostrophes', () => {
    expect(normalise('Ｒｕｎｎｅｒ’s  Knee')).toBe("runner's knee");
  });
});

describe('markWords', () => {
  it('marks the words searched for, whole and in any case', () => {
    expect(markWords('Knee pain can make kneeling hard for a knee.', 'KNEE')).toEqual([
      { text: 'Knee', mark: true },
      { text: ' pain can make kneeling hard for a ', mark: false },
      { text: 'knee', mark: true },
      { text: '.', mark: false },
    ]);
  });

  it('takes the words as text, not as a pattern', () => {
    expect(markWords('a (b) c', '(b) .*')).toEqual([
      { text: 'a ', mark: false },
      { text: '(b)', mark: true },
      { text: ' c', mark: false },
    ]);
  });
});

describe('the real lists', () => {
  it('name only pages that exist', async () => {
    const manifest = await manifestOf();
    const ids = [
      ...SEARCH_SYNONYMS.flatMap((line) => line.pages),
      ...BODY_AREAS.flatMap((a) => [a.landing ?? 'index', ...a.pages, ...a.articles]),
    ];
    expect(ids.filter((id) => !manifest.has(id))).toEqual([]);
  });

  it('hold each word once, lower case', () => {
    const words = SEARCH_SYNONYMS.flatMap((line) => line.words.map(normalise));
    expect(words.filter((word, i) => words.indexOf(word) !== i)).toEqual([]);
    expect(SEARCH_SYNONYMS.flatMap((line) => line.words).filter((word) => normalise(word) !== word)).toEqual([]);
  });
});
