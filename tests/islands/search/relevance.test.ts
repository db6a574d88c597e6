/**
 * The floor under the index's results: a page is shown only when it holds every word searched for and is about
 * them; the reader's own language comes first.
 */
import { describe, expect, it } from 'vitest';
import { isAbout, MIN_BODY_MATCHES, ownLanguageFirst, searchWords, type ResultText } from '../../../src/islands/search/relevance.ts';

const BODY = { weight: 1 };
const HEADING = { weight: 6 };

function page(content: string, places: readonly { weight: number }[], title = ''): ResultText {
  return { content, meta: { title }, weighted_locations: places };
}

describe('searchWords', () => {
  it('splits Chinese into words as the browser does, and Latin at spaces', () => {
    expect(searchWords('髋关节痛')).toEqual(['髋', '关节', '痛']);
    expect(searchWords('Buku  Lali terseliuh')).toEqual(['buku', 'lali', 'terseliuh']);
    expect(searchWords(' ，')).toEqual([]);
  });
});

describe('isAbout', () => {
  const hip = page('髋关节痛很常见。老人跌倒后髋部剧痛、不能站立，需要马上去急诊。', [HEADING, BODY], '脊椎与髋部问题');

  it('keeps a page that holds every word, in a heading or key point', () => {
    expect(isAbout(hip, '髋关节痛')).toBe(true);
    expect(isAbout(page('How to look after knee injuries at home.', [HEADING]), 'injuries')).toBe(true);
  });

  it('drops a page that holds only a piece of a Chinese word', () => {
    // 痛风 (gout): Pagefind matched the pages holding 痛 (pain).
    expect(isAbout(hip, '痛风')).toBe(false);
    // 髋 is missing: a knee page with 关节 and 痛 is not about the hip.
    expect(isAbout(page('膝关节疼痛，膝盖痛。', [HEADING, HEADING]), '髋关节痛')).toBe(false);
  });

  it('drops a page whose Latin words only begin like the search', () => {
    expect(isAbout(page('Rest as much as you can, as pain allows.', [BODY, BODY, BODY]), 'asma')).toBe(false);
    expect(isAbout(page('Pins and needles in the hand.', [HEADING]), 'sakit pinggang')).toBe(false);
  });

  it('finds a word with another ending, as Pagefind does', () => {
    expect(isAbout(page('A sprained ankle and a knee injury.', [HEADING]), 'sprains injuries')).toBe(true);
    expect(isAbout(page('Both knees hurt.', [HEADING]), 'knees')).toBe(true);
  });

  it(`drops a page that names the words in passing only, fewer than ${MIN_BODY_MATCHES} times in its text`, () => {
    const mention = page('Other causes include gout and infection. Gout needs a doctor.', [BODY, BODY]);
    expect(isAbout(mention, 'gout')).toBe(false);
    expect(isAbout(page(mention.content, [BODY, BODY, BODY]), 'gout')).toBe(true);
  });

  it('finds nothing for a search of no words', () => {
    expect(isAbout(hip, '  ')).toBe(false);
  });
});

describe('ownLanguageFirst', () => {
  const results = [{ url: '/blog/a/' }, { url: '/cn/b/' }, { url: '/services/c/' }, { url: '/cn/d/' }];

  it("lists the reader's language first, keeping each group's order", () => {
    expect(ownLanguageFirst(results, '/cn').map((r) => r.url)).toEqual(['/cn/b/', '/cn/d/', '/blog/a/', '/services/c/']);
  });

  it('leaves an English search in its order', () => {
    expect(ownLanguageFirst(results, '')).toEqual(results);
  });
});
