import { describe, expect, it } from 'vitest';
import { countHanCharacters, countWords, htmlToText } from '../../scripts/lib/checks/site-content.ts';
import { looksEnglish, markdownBlocks, translatableText, untranslated } from './checks.ts';

describe('the content checks catch what they are for', () => {
  it('compares translations without names, numbers, URLs, tokens, ICU arguments or markup', () => {
    expect(translatableText('## Call {{clinic.name}} on 6123 4567 {#call}')).toBe('call on');
    expect(translatableText('Visit [Harbourview Orthopaedic Centre](page:about-us) or https://wa.me/65?x=1 today')).toBe('visit or today');
    expect(translatableText('© {year} {clinic}. {count, plural, one {# article} other {# articles}}')).toBe('article articles');
    expect(translatableText('Dr Adrian Tan · WhatsApp · 20')).toBe('');
  });

  it('splits a markdown body into the blocks a reader sees', () => {
    const md = '## Symptoms {#symptoms}\n\nPain and *swelling*.\n\n- Rest\n- Ice\n  - Gently\n\n| a | b |\n| - | - |\n| c | d |\n\n> Quote';
    expect(markdownBlocks(md)).toEqual([
      'Symptoms {#symptoms}',
      'Pain and *swelling*.',
      'Rest',
      'Ice',
      'Gently',
      'a',
      'b',
      'c',
      'd',
      'Quote',
    ]);
  });

  it('flags a translated block identical to the English one, or reading as English', () => {
    const english = ['## Symptoms {#symptoms}', 'Pain at the front of the knee.', '{{clinic.name}}', 'Dr Adrian Tan'];
    expect(untranslated(english, ['## 症状 {#symptoms}', 'Pain at the front of the knee.', '{{clinic.name}}'], 'cn')).toEqual([
      'Pain at the front of the knee.',
    ]);
    expect(untranslated(english, ['## Symptoms {#symptoms}', 'Sakit di bahagian depan lutut.', 'Dr Adrian Tan'], 'bh')).toEqual([
      '## Symptoms {#symptoms}',
    ]);
    // Reworded but still English: caught by the language, not by the comparison.
    expect(untranslated(english, ['The pain is at the front of your knee.'], 'bh')).toEqual(['The pain is at the front of your knee.']);
    expect(untranslated(english, ['Knee pain MRI'], 'cn')).toEqual(['Knee pain MRI']);
  });

  it('accepts Malay that borrows English medical terms and Chinese that names a brand', () => {
    expect(looksEnglish('Koyakan rotator cuff biasanya dirawat dengan fisioterapi.', 'bh')).toBe(false);
    expect(looksEnglish('通过 WhatsApp 联系我们（MRI 检查）', 'cn')).toBe(false);
    expect(looksEnglish('Facebook', 'cn')).toBe(false);
  });

  it('counts words of rendered text, and Chinese by characters', () => {
    const text = htmlToText(
      '<h2 id="x">Knee &amp; hip</h2>\n<p>Over-long <a href="/">rest</a> – for 1,200 days.</p>\n<ul><li>膝盖疼痛 MRI</li></ul>',
    );
    expect(text).toBe('Knee & hip\nOver-long rest – for 1,200 days.\n膝盖疼痛 MRI');
    expect(countWords(text)).toBe(8);
    expect(countHanCharacters(text)).toBe(4);
  });
});
