import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { glossaryProblems, readGlossaryFile, writeGlossaryFile } from '../../src/admin/glossary-file.ts';
import { ROOT } from '../helpers/project.ts';

const text = await readFile(path.join(ROOT, 'content/glossary.yml'), 'utf8');
type Term = Record<string, unknown> & { avoid?: Array<Record<string, string>> };
const fresh = () => structuredClone(readGlossaryFile(text)) as { keep: string[]; terms: Term[] };
const changed = (after: string) => after.split('\n').filter((line, n) => line !== text.split('\n')[n]);

describe('the Glossary form', () => {
  it('writes the file as it was when nothing changed: comments, sections and one-line entries kept', () => {
    expect(writeGlossaryFile(fresh(), text)).toBe(text);
  });

  it('changes only the line of the value typed, keeping any character staff type', () => {
    const data = fresh();
    const [first] = data.terms;
    if (!first) throw new Error('the glossary has no term');
    first.en = `${String(first.en)}: #1 "as said", 急诊`;
    const after = writeGlossaryFile(data, text);
    expect(after.split('\n').length).toBe(text.split('\n').length);
    expect(changed(after)).toHaveLength(1);
    expect((readGlossaryFile(after) as { terms: Term[] }).terms[0]?.en).toBe(first.en);
  });

  it('adds a term at the end and a word to avoid inside a one-line list, the rest untouched', () => {
    const data = fresh();
    const withAvoid = data.terms.find((term) => term.avoid?.length);
    if (!withAvoid?.avoid) throw new Error('no term lists words to avoid');
    withAvoid.avoid.push({ in: 'bh', word: 'contoh', why: 'a test' });
    data.terms.push({ concept: 'test-term', en: 'test', cn: '测试', bh: 'ujian' });
    const after = writeGlossaryFile(data, text);
    expect(after.startsWith(text.slice(0, text.indexOf('terms:')))).toBe(true);
    expect(readGlossaryFile(after)).toEqual(data);
    expect(glossaryProblems(data, text)).toEqual([]);
  });

  it('says what the build would refuse, in the form’s words', () => {
    const data = fresh();
    const [first] = data.terms;
    if (!first) throw new Error('the glossary has no term');
    first.bh = '';
    const problems = glossaryProblems(data, text);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join('\n')).not.toMatch(/content\/|\.yml|terms\.0/);
  });
});
