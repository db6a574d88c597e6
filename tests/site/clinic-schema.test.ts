/**
 * The clinic's facts are checked like any content: the real file passes, and each kind of mistake is one named
 * problem with the file, the line, the field and what was expected.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLINIC_FILE, parseClinicFacts } from '../../src/site/clinic-schema.ts';
import { ROOT } from '../helpers/project.ts';

const REAL = await readFile(path.join(ROOT, CLINIC_FILE), 'utf8');

/** The problems of the real file with one text replaced (which must be there). */
function problemsWith(from: string | RegExp, to: string) {
  const text = REAL.replace(from, to);
  expect(text, `${String(from)} is in the facts`).not.toBe(REAL);
  const result = parseClinicFacts(text);
  return result.problems;
}

describe('the clinic facts file', () => {
  it('passes its own checks', () => {
    const result = parseClinicFacts(REAL);
    expect(result.problems).toEqual([]);
  });

  it('names the file, line, field and the expected form of a wrong opening time', () => {
    const problems = problemsWith(/opens: \d\d:\d\d/, 'opens: 9am');
    const line = REAL.split('\n').findIndex((l) => /opens: \d\d:\d\d/.test(l)) + 1;
    expect(problems).toEqual([
      {
        file: CLINIC_FILE,
        line,
        column: expect.any(Number),
        field: 'hours.0.opens',
        message: 'expected a time on the 24-hour clock written HH:MM, such as 09:00 or 17:30',
      },
    ]);
  });

  it('refuses a row that closes before it opens, or has only one of the two times', () => {
    expect(problemsWith(/closes: \d\d:\d\d/, 'closes: "08:00"')).toEqual([
      expect.objectContaining({ field: 'hours.0.closes', message: expect.stringMatching(/^expected a time after opens/) }),
    ]);
    expect(problemsWith(/\n {4}closes: \d\d:\d\d/, '')).toEqual([
      expect.objectContaining({ field: 'hours.0', message: 'expected both opens and closes, or neither when the clinic is closed' }),
    ]);
  });

  it('refuses a phone that is not a Singapore number and a call-us line that is not one of the phones', () => {
    expect(problemsWith(/number: \+65 [\d ]+/, 'number: 6123 4567')).toEqual([
      expect.objectContaining({ field: 'phones.telephone.number', message: expect.stringContaining('+65 and 8 digits') }),
    ]);
    expect(problemsWith(/callUs: \w+/, 'callUs: pager')).toEqual([
      expect.objectContaining({ field: 'callUs', message: 'expected one of telephone, mobile, fax, afterHours' }),
    ]);
  });

  it('looks fields up as the file’s own: an inherited name is neither a field nor a person', () => {
    expect(problemsWith(/callUs: \w+/, 'callUs: constructor')).toEqual([expect.objectContaining({ field: 'callUs' })]);
    expect(problemsWith(/person: [\w-]+/, 'person: constructor')).toEqual([
      expect.objectContaining({ field: 'doctor.person', message: expect.stringMatching(/^expected the id of one of the people/) }),
    ]);
    expect(problemsWith(/^shortName:/m, 'toString: x\nshortName:')).toEqual([
      expect.objectContaining({ field: 'toString', message: expect.stringMatching(/^is not a field here/) }),
    ]);
  });

  it('names a missing field and a text missing in one language', () => {
    expect(problemsWith(/^shortName: .*\n/m, '')).toEqual([
      expect.objectContaining({ field: 'shortName', message: 'is missing: expected a text of at most 30 characters' }),
    ]);
    expect(problemsWith(/^ {2}cn: .*\n/m, '')).toEqual([
      expect.objectContaining({ field: 'name.cn', message: 'is missing: expected a text' }),
    ]);
  });

  it('refuses praise in a badge of the clinic', () => {
    expect(problemsWith(/(\n {4}list:\n {6}en: )(.*)/, '$1Top $2')).toEqual([
      expect.objectContaining({ field: 'awards.0.list.en', message: expect.stringContaining('says "Top"') }),
    ]);
  });

  it('refuses a badge that is not a registration, an accreditation or a membership, saying why', () => {
    const line = REAL.split('\n').findIndex((l) => /^ {2}- kind: /.test(l)) + 1;
    expect(problemsWith(/(\n {2}- kind: )\w+/, '$1award')).toEqual([
      {
        file: CLINIC_FILE,
        line,
        column: expect.any(Number),
        field: 'awards.0.kind',
        message: expect.stringMatching(
          /^expected one of registration, accreditation, membership: a badge shows .* never a ranking, an award or a "choice" listing/,
        ),
      },
    ]);
  });

  it('refuses the ranking and "choice" listings that were once shown, in each of their fields and languages', () => {
    const refused = (from: RegExp, to: string, field: string, word: string) =>
      expect(problemsWith(from, to), field).toEqual([
        expect.objectContaining({
          file: CLINIC_FILE,
          line: expect.any(Number),
          field,
          message: expect.stringMatching(new RegExp(`^says "${word}": a badge shows a registration.*; name the record as a fact`)),
        }),
      ]);
    refused(/listedBy: .*/, 'listedBy: Singapore Clinic Ranking', 'awards.0.listedBy', 'Ranking');
    refused(/listedBy: .*/, 'listedBy: Patients’ Choice Directory', 'awards.0.listedBy', 'Choice');
    refused(/(\n {6}cn: ).*(\n {6}bh: Daftar)/, '$1骨科诊所排名$2', 'awards.0.list.cn', '排名');
    refused(/(\n {6}bh: )Daftar.*/, '$1Pilihan pesakit, pakar ortopedik', 'awards.0.list.bh', 'Pilihan');
    refused(/href: https:\/\/prs\.moh.*/, 'href: https://clinic-rankings.example/singapore/orthopaedics', 'awards.0.href', 'rankings');
    refused(/image: \/images\/badges\/.*/, 'image: /images/badges/patients-choice.svg', 'awards.0.image', 'choice');
  });

  it('keeps the unit number in the street address: a # after a space starts a YAML comment unless the text is quoted', () => {
    const { address } = parseClinicFacts(REAL).value ?? {};
    const unit = address?.lines.find((l) => l.startsWith('#'));
    expect(unit).toBeDefined();
    expect(address?.street).toContain(unit);
    expect(address?.street).not.toMatch(/,\s*$/);
    // The same line written without quotes loses the unit: what the quotes are for.
    const unquoted = parseClinicFacts(REAL.replace(/street: "(.*)"/, 'street: $1')).value;
    expect(unquoted?.address.street).toBe('8 Example Medical Link,');
  });

  it('reports YAML that cannot be read with its line', () => {
    const problems = problemsWith(/^shortName: (.*)$/m, 'shortName: [unclosed');
    expect(problems[0]).toEqual(
      expect.objectContaining({ file: CLINIC_FILE, line: expect.any(Number), message: expect.stringMatching(/^is not valid YAML/) }),
    );
  });
});
