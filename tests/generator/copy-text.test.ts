/**
 * Rendered copy as a reader meets it (copy-text.ts): the visible text of the HTML markdown makes, with tags
 * dropped, block ends as line breaks and entities decoded; its words counted as a reader counts them, and Chinese,
 * which has no spaces between words, counted by characters instead.
 */
import { describe, expect, it } from 'vitest';
import { countHanCharacters, countWords, htmlToText } from '../../src/generator/checks/copy-text.ts';

describe('the visible text of rendered markdown', () => {
  it('drops tags and ends each block with a line break, inline elements joining their words as shown', () => {
    const html =
      '<h2 id="knee-pain">Knee pain</h2>\n<p>Rest <strong>the</strong> <a href="/en/services/knee/">knee</a>, then <em>move</em>.</p>\n' +
      '<ul>\n<li>Ice</li>\n<li>Com<em>press</em></li>\n</ul>\n<blockquote>\n<p>Quoted</p>\n</blockquote>\n' +
      '<table><tr><th>Week</th><td>Rest</td></tr></table>\n<pre><code>code</code></pre>';
    expect(htmlToText(html)).toBe('Knee pain\nRest the knee, then move.\nIce\nCompress\nQuoted\nWeek\nRest\ncode');
  });

  it('leaves out what is not shown as text: attribute values such as a picture’s alt text or a link’s address', () => {
    expect(
      htmlToText('<p><img src="/images/knee.jpg" alt="An X-ray of a knee"> See <a href="https://example.com" title="Tip">this</a>.</p>'),
    ).toBe('See this.');
  });

  it('decodes the entities markdown writes, once, so escaped markup stays text', () => {
    expect(htmlToText('<p>Hip &amp; knee &lt;b&gt;bold&lt;/b&gt; &quot;x&quot; don&#39;t a&nbsp;b</p>')).toBe(
      'Hip & knee <b>bold</b> "x" don\'t a b',
    );
    expect(htmlToText('<p>&amp;lt; is how &lt; is written</p>')).toBe('&lt; is how < is written');
  });

  it('decodes character references as a browser does, and leaves an unknown one as written', () => {
    expect(htmlToText('<p>&copy; 2026 &#8212; &unknown;</p>')).toBe('© 2026 — &unknown;');
  });

  it('keeps the words on either side of a line break apart', () => {
    expect(htmlToText('<p>Line one<br>line two</p>')).toBe('Line one\nline two');
    expect(countWords(htmlToText('<p>Line one<br>line two</p>'))).toBe(4);
  });

  it('leaves out what a reader never sees: scripts and styles', () => {
    expect(htmlToText('<p>Rest<script>var hidden = 1</script> the knee</p><style>p{color:red}</style>')).toBe('Rest the knee');
  });

  it('collapses runs of spaces and blank lines, and trims the ends', () => {
    expect(htmlToText('\n\n<p>  Rest\t\t the   knee</p>\n\n\n<p>Ice</p>\n\n')).toBe('Rest the knee\nIce');
    expect(htmlToText('')).toBe('');
  });
});

describe('words as a reader counts them', () => {
  it('counts a hyphenated word, a contraction with either apostrophe and a number with commas as one word each', () => {
    expect(countWords('over-long')).toBe(1);
    expect(countWords("don’t can't")).toBe(2);
    expect(countWords('1,200 patients')).toBe(2);
    expect(countWords('3.5 cm')).toBe(2);
    expect(countWords('kanak-kanak')).toBe(1);
  });

  it('counts no dash, bullet or other punctuation as a word', () => {
    expect(countWords('Rest – then ice — • ... ? !')).toBe(3);
    expect(countWords('')).toBe(0);
    expect(countWords(' – • ')).toBe(0);
  });

  it('splits words joined by a comma without a space, unless both sides are digits', () => {
    expect(countWords('knee,hip')).toBe(2);
    expect(countWords('1, 2')).toBe(2);
    expect(countWords('1,2')).toBe(1);
  });

  it('counts words across the lines of rendered text', () => {
    expect(countWords(htmlToText('<h2>Knee pain</h2>\n<p>Rest the knee.</p>\n<ul><li>Ice it</li></ul>'))).toBe(7);
  });
});

describe('Chinese, counted by characters', () => {
  it('counts each Han character, and no Chinese word as an English one', () => {
    const text = '膝盖疼痛。请休息 MRI 检查';
    expect(countHanCharacters(text)).toBe(9);
    expect(countWords(text)).toBe(1);
  });

  it('does not count Chinese punctuation or Latin letters as characters', () => {
    expect(countHanCharacters('，。！？“”（）')).toBe(0);
    expect(countHanCharacters('Knee pain 123')).toBe(0);
    expect(countHanCharacters('')).toBe(0);
  });
});
