/**
 * "Warning signs" in the editor: the catalogue file read as a list of signs and written back into the file as it
 * was, so a save changes only the lines of the values that changed; problems named in the form's words.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSignFile, signProblems, writeSignFile } from '../../src/admin/sign-catalogue.ts';
import { signsCollection } from '../../src/generator/admin/admin-signs.ts';
import { parseSignCatalogue } from '../../src/generator/load/warning-signs.ts';
import { LEVELS } from '../../src/model/warning-signs.ts';
import { ROOT } from '../helpers/project.ts';

const FILE = 'content/warning-signs.yml';
const TEXT = await readFile(path.join(ROOT, FILE), 'utf8');

const changedLines = (before: string, after: string) => after.split('\n').filter((line, n) => line !== before.split('\n')[n]);

describe('the Warning signs form', () => {
  it('edits the catalogue file: each sign’s id, a level of the catalogue’s, and its text in every language', () => {
    const form = signsCollection().files?.[0];
    expect(form?.file).toBe(FILE);
    const signs = form?.fields.find((f) => f.name === 'signs');
    expect(signs?.fields?.map((f) => f.name)).toEqual(['id', 'level', 'area', 'en', 'cn', 'bh']);
    expect(signs?.fields?.find((f) => f.name === 'level')?.options?.map((o) => o.value)).toEqual([...LEVELS]);
    // A change is marked for the clinician where the change is named (its commit and pull request).
    expect(signsCollection().label_singular).toMatch(/clinical review/);
    // The catalogue is no page: no preview pane, which redrew every sign at each key typed.
    expect(signsCollection().editor).toEqual({ preview: false });
  });
});

describe('the catalogue file the editor writes', () => {
  it('is the file in the repository when nothing was changed, comments and all', () => {
    expect(writeSignFile(readSignFile(TEXT), TEXT)).toBe(TEXT);
  });

  it('changes only the line of the value that changed, and the build accepts it', () => {
    const data = readSignFile(TEXT);
    const [first] = data.signs;
    if (!first) throw new Error('the catalogue has no sign');
    data.signs[0] = { ...first, en: `${String(first.en)}, or you feel faint` };
    const written = writeSignFile(data, TEXT);
    expect(changedLines(TEXT, written).map((l) => l.trim())).toEqual([`en: ${String(first.en)}, or you feel faint`]);
    expect(parseSignCatalogue(written, FILE).problems).toEqual([]);
  });

  it('keeps a sign’s fields the form does not show', () => {
    const text = 'signs:\n  a-sign:\n    level: today\n    part: knee\n    after: [fall, sport]\n    en: a\n    cn: b\n    bh: c\n';
    const data = readSignFile(text);
    expect(writeSignFile(data, text)).toBe(text);
  });

  it('writes a changed value over its own line only, quoted where a # or : would cut it; adds and takes out fields', () => {
    const text =
      'signs:\n  # the knee\n  a-sign:\n    level: today\n    needs: [b-sign]\n    en: a\n    cn: b\n    bh: c\n  b-sign: { level: today, en: d, cn: e, bh: f }\n';
    const data = readSignFile(text);
    const [first] = data.signs;
    if (!first) throw new Error('no sign read');
    const { needs: _needs, ...rest } = first;
    data.signs[0] = { ...rest, en: 'pain at #1: worse', part: 'knee' };
    const written = writeSignFile(data, text);
    expect(written).toBe(
      'signs:\n  # the knee\n  a-sign:\n    level: today\n    en: "pain at #1: worse"\n    cn: b\n    bh: c\n    part: knee\n  b-sign: { level: today, en: d, cn: e, bh: f }\n',
    );
    expect(readSignFile(written).signs[0]?.en).toBe('pain at #1: worse');
    // A sign written on one line, changed: the list is written again, every value kept.
    const again = readSignFile(written);
    again.signs[1] = { ...(again.signs[1] ?? { id: 'b-sign' }), en: 'g' };
    expect(readSignFile(writeSignFile(again, written)).signs).toEqual([
      again.signs[0],
      { id: 'b-sign', level: 'today', en: 'g', cn: 'e', bh: 'f' },
    ]);
  });

  it('names every problem at once by the form’s labels, with no file name or code name', () => {
    const data = readSignFile(TEXT);
    const [first, second] = data.signs;
    if (!first || !second) throw new Error('the catalogue has fewer than two signs');
    data.signs[0] = { ...first, cn: '' };
    data.signs[1] = { ...second, bh: 'x'.repeat(201) };
    const said = signProblems(data, TEXT);
    expect(said).toEqual([
      'Warning sign 1 › Chinese: is missing: every sign is written in en, cn, bh',
      'Warning sign 2 › Malay: at most 200 characters (it has 201)',
    ]);
    data.signs[1] = { ...second, id: first.id };
    expect(signProblems(data, TEXT)).toContain(`Warning sign 2 › Short id: "${first.id}" is used by another sign: give each its own`);
  });
});
