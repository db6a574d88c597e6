/**
 * Reading content/warning-signs.yml: every problem names the file, the line of the sign at fault and the field.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSignCatalogue, parseSignCatalogue } from '../../src/generator/load/warning-signs.ts';
import { valueOrThrow } from '../../src/shared/problems.ts';

const FILE = 'content/warning-signs.yml';

const catalogue = `signs:
  chest-pain:
    level: call-995
    symptom: chest-pain
    en: you have chest pain
    cn: 您胸口疼痛
    bh: anda sakit dada
  calf-pain:
    level: soon
    symptom: calf-pain-swelling
    en: your calf is painful
    cn: 小腿疼痛
`;

describe('reading the catalogue of warning signs', () => {
  it('names the file, the line and the field of each problem', () => {
    const { problems } = parseSignCatalogue(catalogue, FILE);
    expect(problems).toEqual([
      { file: FILE, line: 9, field: 'signs.calf-pain.level', message: expect.stringContaining('"soon" is not a level') },
      { file: FILE, line: 8, field: 'signs.calf-pain.bh', message: 'is missing: every sign is written in en, cn, bh' },
    ]);
  });

  it('refuses a sign written twice (it could otherwise hold two levels)', () => {
    const twice = `${catalogue.replace('level: soon', 'level: today').replace('cn: 小腿疼痛', 'cn: 小腿疼痛\n    bh: betis sakit')}  chest-pain:\n    level: today\n    symptom: x\n    en: x\n    cn: x\n    bh: x\n`;
    const { problems } = parseSignCatalogue(twice, FILE);
    expect(problems).toEqual([{ file: FILE, line: 14, message: expect.stringMatching(/^is not valid YAML: Map keys must be unique/) }]);
  });

  it('fails the build when the catalogue is missing, naming it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'signs-'));
    try {
      expect((await loadSignCatalogue(dir, 'content')).problems).toEqual([
        { file: FILE, message: 'is missing: the clinical pages name their warning signs from it' },
      ]);
      await writeFile(
        path.join(dir, 'warning-signs.yml'),
        catalogue.replace('level: soon', 'level: today').replace('cn: 小腿疼痛', 'cn: 小腿疼痛\n    bh: betis sakit'),
      );
      expect(Object.keys(valueOrThrow(await loadSignCatalogue(dir, 'content')))).toEqual(['chest-pain', 'calf-pain']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
