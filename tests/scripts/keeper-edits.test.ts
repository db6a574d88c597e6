/**
 * The keepers' check edits what it says it edits: on the real clinic facts and a real blog article, every phone
 * number changes to a valid Singapore number, and the copied article differs in exactly the seven fields and is
 * still valid front matter for a blog article.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFrontMatter } from '../../src/model/schema.ts';
import { clinic } from '../../src/site/clinic.ts';
import { parseClinicFacts } from '../../src/site/clinic-schema.ts';
import {
  addDays,
  ARTICLE_FIELDS,
  changeOpeningHours,
  changePhoneNumbers,
  copyArticle,
  fieldValue,
  frontMatterOf,
  phoneChangeProblems,
  unchangedFields,
  VALID_SG,
} from '../../scripts/lib/checks/keeper-edits.ts';
import { ROOT } from '../helpers/project.ts';

const CLINIC_SOURCE = await readFile(path.join(ROOT, 'content/clinic.yml'), 'utf8');
const PHONES = [...Object.values(clinic.phones).map((p) => p.e164), clinic.whatsapp.number];

describe('changing every phone number of the clinic facts', () => {
  const change = changePhoneNumbers(CLINIC_SOURCE);

  it('changes each number the clinic facts hold, display and +65 forms alike, to another valid Singapore number', () => {
    expect(phoneChangeProblems(CLINIC_SOURCE, change)).toEqual([]);
    for (const phone of PHONES) {
      const next = change.changes.get(phone);
      expect(next, phone).toMatch(VALID_SG);
      expect(next).not.toBe(phone);
    }
  });

  it('reports a file in which a number was left or none was found', () => {
    expect(phoneChangeProblems('no numbers', changePhoneNumbers('no numbers'))).toEqual(['no phone number found']);
    const left = { text: "'+6581234567'", changes: new Map([['+6581234567', '+6585550001']]) };
    expect(phoneChangeProblems("'+6581234567'", left)).toEqual(['+6581234567 is still written in the file']);
  });
});

describe('changing the opening hours', () => {
  it('moves every open row, writes the file as the editor does, and the build accepts it', () => {
    const change = changeOpeningHours(CLINIC_SOURCE);
    const open = clinic.hours.filter((row) => row.opens && row.closes);
    expect(change.changes).toHaveLength(open.length);
    const parsed = parseClinicFacts(change.text);
    if (!parsed.value) throw new Error(parsed.problems.map((p) => p.message).join('; '));
    const after = parsed.value.hours.filter((row) => row.opens && row.closes);
    after.forEach((row, index) => {
      expect(row.opens).not.toBe(open[index]?.opens);
      expect(row.closes).not.toBe(open[index]?.closes);
    });
  });
});

describe('copying a blog article', () => {
  it('changes exactly the seven fields and keeps a valid blog article', async () => {
    const dir = path.join(ROOT, 'content/en/blog');
    const file = (await readdir(dir)).filter((f) => f.endsWith('.md')).sort()[0] ?? '';
    const source = await readFile(path.join(dir, file), 'utf8');
    const copied = copyArticle(source, file.replace(/\.md$/, ''));
    const [before, after] = [frontMatterOf(source), frontMatterOf(copied)];
    expect(unchangedFields(before, after)).toEqual([]);
    const others = Object.keys(before).filter((k) => !ARTICLE_FIELDS.some((f) => f === k || f.startsWith(`${k}.`)));
    for (const key of others) expect(after[key], key).toEqual(before[key]);
    expect(fieldValue(after, 'image.alt')).not.toBe('');
    expect(checkFrontMatter('blog', after)).toEqual([]);
    expect(copied.slice(copied.indexOf('\n---\n'))).toBe(source.slice(source.indexOf('\n---\n')));
  });

  it('makes an uploaded photo the main picture, keeping the rest of the picture fields', () => {
    const source =
      '---\ntitle: A\ndescription: B\nsummary: C\ndate: 2025-01-01\nreviewed: 2025-02-01\nimage:\n  src: /a.svg\n  alt: D\n---\n\nBody\n';
    const image = frontMatterOf(copyArticle(source, 'a', '/images/uploads/walk.jpg')).image as Record<string, unknown>;
    expect(image.src).toBe('/images/uploads/walk.jpg');
    expect(image.alt).not.toBe('D');
    expect((frontMatterOf(copyArticle(source, 'a')).image as Record<string, unknown>).src).toBe('/a.svg');
  });

  it('keeps the review after publication and before the next review', () => {
    expect(addDays('2024-02-28', 2)).toBe('2024-03-01');
    const article = (date: string, reviewed: string) =>
      `---\ntitle: A\ndescription: B\nsummary: C\ndate: ${date}\nreviewed: ${reviewed}\nnextReview: 2027-01-01\nimage:\n  src: /a.svg\n  alt: D\n---\n\nBody\n`;
    expect(frontMatterOf(copyArticle(article('2025-01-01', '2026-01-01'), 'a'))).toMatchObject({
      date: '2025-01-02',
      reviewed: '2025-12-31',
    });
    expect(frontMatterOf(copyArticle(article('2025-01-01', '2025-01-01'), 'a'))).toMatchObject({
      date: '2025-01-02',
      reviewed: '2025-01-02',
    });
  });
});
