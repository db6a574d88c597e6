/**
 * Pictures in the clinic facts are pictures of the site: a path that a browser would load from another host is
 * refused by the schema, and a path to a picture public/ does not have is refused by the build, each naming the
 * field and line.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { factPictureProblems } from '../../src/generator/checks/fact-pictures.ts';
import { CLINIC_FILE, parseClinicFacts } from '../../src/site/clinic-schema.ts';
import { ROOT } from '../helpers/project.ts';

const REAL = await readFile(path.join(ROOT, CLINIC_FILE), 'utf8');
const EXPECTED = 'expected a picture of the site, its path starting with / (such as /images/doctor.svg)';

describe('pictures in the clinic facts', () => {
  it.each([['//evil.example/doctor.png'], ['/\\evil.example/doctor.png'], ['https://evil.example/doctor.png'], ['/images/../../.env']])(
    'refuse %s as the doctor’s portrait, naming the field',
    (value) => {
      const problems = parseClinicFacts(REAL.replace('image: /images/doctor.svg', `image: "${value.replaceAll('\\', '\\\\')}"`)).problems;
      expect(problems.map((p) => [p.field, p.message])).toEqual([['doctor.image', EXPECTED]]);
    },
  );

  it('refuse an award badge that is not a picture of public/, with its line', () => {
    const text = REAL.replace('image: /images/badges/specialist-register.svg', 'image: /images/badges/missing.svg');
    const pictures = new Map([['/images/doctor.svg', {}]]);
    const line = text.split('\n').findIndex((l) => l.includes('/images/badges/missing.svg')) + 1;
    expect(factPictureProblems(pictures, text)).toEqual([
      {
        file: CLINIC_FILE,
        line,
        column: expect.any(Number),
        field: 'awards.0.image',
        message:
          '/images/badges/missing.svg is not a picture in public/: put the picture there (or upload it in the editor) and name it by its path',
      },
    ]);
    expect(factPictureProblems(new Map([...pictures, ['/images/badges/missing.svg', {}]]), text)).toEqual([]);
  });
});
