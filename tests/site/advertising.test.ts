/**
 * The words Singapore's rules for healthcare advertising keep off the site, one by one: the ranking and "choice"
 * listings, before-and-after pictures and promising addresses a review found are caught in three languages, and the
 * same words used innocently (a timeline, a medical sentence) are not. copy-rules.test.ts puts the breaches back
 * into a site and sees the build refuse them; clinic-schema.test.ts does so for the badges.
 */
import { describe, expect, it } from 'vitest';
import { addressPromises, beforeAfterPicture, listingWord, listingWordsInCopy } from '../../src/site/advertising.ts';

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
