/**
 * The editor's messages in staff's words: Decap's English with ours in place of the messages staff read, every
 * other message kept, and the build's problems said without file paths, line numbers or field code names.
 */
// Decap's English as its editor loads it (the package's main file needs a browser window).
import en from 'decap-cms-locales/dist/esm/en/index.js';
import { describe, expect, it } from 'vitest';
import {
  fieldLabels,
  type Phrases,
  STAFF_WORDS,
  showBackendWordsAlone,
  StaffMessage,
  staffProblem,
  withStaffWords,
} from '../../src/admin/staff-words.ts';

const decap = en as unknown as Phrases;
const merged = withStaffWords(decap);

/** A message as Decap shows it: looked up by its dotted key, each %{name} replaced by the value as text. */
const words = {
  t(key: string, values: Record<string, unknown> = {}): string {
    const phrase = key
      .split('.')
      .reduce<string | Phrases | undefined>((tree, part) => (typeof tree === 'object' ? tree[part] : undefined), merged);
    if (typeof phrase !== 'string') throw new Error(`no message ${key}`);
    return phrase.replace(/%\{(\w+)\}/g, (_, name: string) => String(values[name]));
  },
};

/** Every key of a phrase tree, dotted as Decap looks them up. */
function keys(tree: Phrases, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

describe('the editor’s words', () => {
  it('replaces only keys Decap has, and keeps every other message of Decap’s English', () => {
    const theirs = new Set(keys(decap));
    for (const key of keys(STAFF_WORDS)) expect(theirs.has(key), key).toBe(true);
    expect(keys(withStaffWords(decap)).sort()).toEqual([...theirs].sort());
    expect(words.t('editor.editorToolbar.publish')).toBe('Publish');
  });

  it('says a refused save in plain words, without "Failed to persist entry" or "Error:"', () => {
    const details = new StaffMessage('The site would refuse this page as it is: Title: a non-empty text. Correct this, then save again.');
    const message = words.t('ui.toast.onFailToPersist', { details });
    expect(message).toBe(
      'Your changes were not saved. The site would refuse this page as it is: Title: a non-empty text. ' +
        'Correct this, then save again. If it happens again, copy this message and send it to the web team.',
    );
    expect(message).not.toMatch(/persist|Error:/);
  });

  it('says what a blank or saved form holds without claiming changes were saved', () => {
    expect(words.t('editor.editorToolbar.changesSaved')).toBe('No unsaved changes');
    expect(words.t('editor.editorToolbar.unsavedChanges')).toBe('Unsaved changes');
  });

  it('says what a field needs in a sentence, without "item(s)" or "didn’t match the pattern"', () => {
    expect(words.t('editor.editorControlPane.widget.required', { fieldLabel: 'Title' })).toBe('Title: please fill this in.');
    expect(
      words.t('editor.editorControlPane.widget.regexPattern', {
        fieldLabel: 'Alt text',
        pattern: 'Describe what the picture shows in at least 4 words.',
      }),
    ).toBe('Alt text: Describe what the picture shows in at least 4 words.');
    expect(words.t('editor.editorControlPane.widget.rangeCount', { fieldLabel: 'Key points', minCount: 2, maxCount: 5 })).toBe(
      'Key points: add 2 to 5.',
    );
    // True of an empty box and of a filled one the check refuses; it claims no colour.
    expect(words.t('ui.toast.missingRequiredField')).toBe(
      'Not saved: some boxes need filling in or correcting. Under each one it says what is wrong. Correct them, then save again.',
    );
    expect(words.t('ui.toast.missingRequiredField')).not.toMatch(/red/);
  });

  it('shows the words of a refusal from where the editor saves without "API_ERROR:", and other errors as before', () => {
    class Proto extends Error {}
    showBackendWordsAlone(Proto.prototype);
    const refusal = Object.assign(new Proto('The site is being built; wait a moment, then save again.'), { name: 'API_ERROR' });
    const message = words.t('ui.toast.onFailToPersist', { details: refusal });
    expect(message).toContain('not saved. The site is being built; wait a moment, then save again. If it happens');
    expect(message).not.toContain('API_ERROR');
    expect(String(Object.assign(new Proto('x'), { name: 'TypeError' }))).toBe('TypeError: x');
  });

  it('names a problem by the field’s label, without the file, and says when it is on another page', () => {
    const labels = fieldLabels([{ fields: [{ name: 'keyPoints', label: 'Key points' }] }]);
    const own = 'content/en/blog/knee.md';
    expect(staffProblem({ file: own, line: 3, field: 'keyPoints', message: 'two to five short texts' }, own, labels)).toBe(
      'Key points: two to five short texts',
    );
    expect(staffProblem({ file: 'content/en/pages/home.md', message: 'the same title as this page' }, own, labels)).toBe(
      'On another page: the same title as this page',
    );
  });
});
