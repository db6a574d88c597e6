/**
 * Pagefind's excerpts become plain text parts, the matched words marked: nothing from the index is ever
 * inserted as markup.
 */
import { describe, expect, it } from 'vitest';
import { excerptParts } from '../../../src/islands/search/excerpt.ts';

describe('excerptParts', () => {
  it('splits at <mark> and decodes the escaped text', () => {
    expect(excerptParts('Pain in the <mark>knee</mark> &amp; hip, &quot;runner&#39;s <mark>knee</mark>&quot;')).toEqual([
      { text: 'Pain in the ', mark: false },
      { text: 'knee', mark: true },
      { text: ' & hip, "runner\'s ', mark: false },
      { text: 'knee', mark: true },
      { text: '"', mark: false },
    ]);
  });

  it('drops any other tag and keeps an escaped one as text', () => {
    expect(excerptParts('<img src=x onerror=alert(1)>a &lt;script&gt; <b>b</b>')).toEqual([{ text: 'a <script> b', mark: false }]);
  });

  it('reads numeric entities and Chinese text', () => {
    expect(excerptParts('&#x819D;盖<mark>疼痛</mark>&#12290;')).toEqual([
      { text: '膝盖', mark: false },
      { text: '疼痛', mark: true },
      { text: '。', mark: false },
    ]);
  });
});
