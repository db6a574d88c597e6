/**
 * The text box's link picker: a page chosen from the list is linked where the cursor is, around the selected
 * words or with the page's title, as `[words](page:<id>)`, which the build resolves in every language.
 */
import { describe, expect, it } from 'vitest';
import { withPageLink } from '../../src/admin/page-text.tsx';

const KNEE = { value: 'blog-common-causes-of-knee-pain', label: 'Common causes of knee pain' };

describe('a link to one of our pages, put into the text', () => {
  it('links the selected words', () => {
    const text = 'Read about knee pain first.';
    expect(withPageLink(text, 11, 20, KNEE)).toEqual({
      text: 'Read about [knee pain](page:blog-common-causes-of-knee-pain) first.',
      cursor: 60,
    });
  });

  it('uses the page’s title where nothing is selected, without brackets that would end the words early', () => {
    expect(withPageLink('See: ', 5, 5, { ...KNEE, label: 'Knee [pain]' }).text).toBe(
      'See: [Knee pain](page:blog-common-causes-of-knee-pain)',
    );
  });
});
