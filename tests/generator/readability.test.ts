/**
 * How hard English copy is to read (readability.ts): the Flesch-Kincaid grade over the paragraphs and list items
 * a patient reads, sentences ending at . ! or ?, a number one word of two syllables, the grade rounded to one
 * decimal, and the sentences of more than 25 words listed for the writer to split.
 */
import { describe, expect, it } from 'vitest';
import { proseBlocks, readability } from '../../src/generator/checks/readability.ts';

/** The Flesch-Kincaid grade level (Kincaid et al., 1975), rounded to one decimal. */
const grade = (words: number, sentences: number, syllables: number) =>
  Math.round((0.39 * (words / sentences) + 11.8 * (syllables / words) - 15.59) * 10) / 10;

describe('the reading grade', () => {
  it('scores short plain sentences lower than long ones of many-syllable words', () => {
    const plain = readability(['Rest your knee for two days. Ice it. Then walk a bit.']);
    const hard = readability([
      'Orthopaedic consultation necessitates comprehensive musculoskeletal evaluation, including radiographic investigation and multidisciplinary rehabilitation considerations.',
    ]);
    expect(plain.grade).toBeLessThan(2);
    expect(hard.grade).toBeGreaterThan(12);
    expect(plain.grade).toBeLessThan(hard.grade);
  });

  it('is the Flesch-Kincaid grade of the words, sentences and syllables, rounded to one decimal', () => {
    // 8 one-syllable words in 2 sentences: 0.39 × 4 + 11.8 × 1 − 15.59 = −2.23.
    expect(readability(['Rest your knee for two days. Ice it.'])).toEqual({ grade: -2.2, words: 8, sentences: 2, longSentences: [] });
    // 3 words of 1 + 2 + 2 syllables in 1 sentence: 1.17 + 19.67 − 15.59 = 5.2467…, rounded to 5.2.
    const tablets = readability(['Take 2 tablets.']);
    expect(tablets.grade).toBe(grade(3, 1, 5));
    expect(tablets.grade).toBe(Math.round(tablets.grade * 10) / 10);
  });

  it('ends a sentence at . ! or ? before a capital, not inside "a.m." or "e.g." or after a title before a name', () => {
    expect(readability(['The clinic opens at 9 a.m. on weekdays. Call us first.']).sentences).toBe(2);
    expect(readability(['Rest it, e.g. by sitting down. Then ice it!']).sentences).toBe(2);
    expect(readability(['Dr. Tan sees you first. Is it swollen? Ice it.']).sentences).toBe(3);
    expect(readability(['膝盖痛。 Rest it.']).sentences).toBe(1);
  });

  it('counts a number as one word of two syllables', () => {
    const digits = readability(['Take 2 tablets.']);
    const spelt = readability(['Take two tablets.']);
    expect(digits.words).toBe(3);
    expect(spelt.words).toBe(3);
    expect(spelt.grade).toBe(grade(3, 1, 4));
    expect(digits.grade).toBe(grade(3, 1, 5));
    expect(readability(['Walk 1,200 steps.']).words).toBe(3);
  });

  it('is 0 for no words at all, as for empty blocks or blocks of punctuation only', () => {
    const none = { grade: 0, words: 0, sentences: 0, longSentences: [] };
    expect(readability([])).toEqual(none);
    expect(readability(['', '   ', '— • …', '...'])).toEqual(none);
  });
});

describe('sentences', () => {
  it('end at a full stop, an exclamation or a question mark followed by a space', () => {
    expect(readability(['Rest your knee. Ice it! Does it hurt? Call us']).sentences).toBe(4);
  });

  it('count a list item without an end mark as one sentence', () => {
    expect(readability(['Rest your knee', 'Ice it', 'Keep it up'])).toMatchObject({ sentences: 3, words: 8 });
  });

  it('of more than 25 words are listed for the writer to split; one of exactly 25 is not', () => {
    // Each sentence starts with a capital, as a sentence does (a lower-case word carries the one before on).
    const words = (n: number) => `Walk ${Array.from({ length: n - 1 }, () => 'walk').join(' ')}.`;
    const result = readability([`${words(25)} ${words(26)}`]);
    expect(result.sentences).toBe(2);
    expect(result.longSentences).toEqual([words(26)]);
  });
});

describe('the prose of a rendered page', () => {
  it('is its paragraphs and list items, entities decoded, without headings or tables', () => {
    const html =
      '<h2 id="pain">Knee pain</h2>\n<p>Rest &amp; <strong>ice</strong>\n the knee.</p>\n' +
      '<ul>\n<li>Walk a bit</li>\n<li><p>Sleep &quot;well&quot;</p></li>\n</ul>\n' +
      '<table><thead><tr><th>Week</th></tr></thead><tbody><tr><td>Light exercise</td></tr></tbody></table>\n<p>Don&#39;t run.</p>';
    expect(proseBlocks(html)).toEqual(['Rest & ice the knee.', 'Walk a bit', 'Sleep "well"', "Don't run."]);
  });

  it('leaves out the Sources or References section, up to the next heading', () => {
    const html =
      '<h2>Treatment</h2><p>Rest the knee.</p><h2 id="sources">Sources</h2><ol><li>Smith J. Knee study. 2020.</li></ol>' +
      '<p>More sources.</p><h3>References</h3><p>Lee 2019.</p><h2>Next steps</h2><p>Book a visit.</p>';
    expect(proseBlocks(html)).toEqual(['Rest the knee.', 'Book a visit.']);
  });

  it('skips the sections a caller names instead', () => {
    const html = '<h2>Summary</h2><p>Short.</p><h2>Sources</h2><p>Kept now.</p>';
    expect(proseBlocks(html, /^summary$/i)).toEqual(['Kept now.']);
  });

  it('keeps a list item’s own text apart from the list nested in it', () => {
    const blocks = proseBlocks('<ul>\n<li>Outer step<ul>\n<li>Inner step</li>\n</ul>\n</li>\n<li>Next step</li>\n</ul>');
    expect(blocks).toContain('Outer step');
    expect(blocks).toContain('Next step');
    expect(blocks.some((b) => b.startsWith('Outer step') && b.includes('Inner'))).toBe(false);
  });

  it('counts every item of a nested list, the first included, in document order', () => {
    const html = '<ul><li>Outer<ul><li>Inner one</li><li>Inner two</li></ul></li><li>Last</li></ul>';
    expect(proseBlocks(html)).toEqual(['Outer', 'Inner one', 'Inner two', 'Last']);
  });
});
