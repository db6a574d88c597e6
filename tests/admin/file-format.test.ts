/**
 * How the editor reads and writes content files: every file of the site, opened and saved unchanged, reads back
 * the same to the build (front matter and text); what a form holds but a file should not say is left out.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_FIELDS, cleanFrontMatter, readContentFile, writeContentFile } from '../../src/admin/file-format.ts';
import { listContentFiles } from '../../src/generator/load/content.ts';
import { parseFrontMatter } from '../../src/generator/load/front-matter.ts';
import { SCHEMAS } from '../../src/model/schema.ts';
import { ROOT } from '../helpers/project.ts';

const buildReads = (text: string) => {
  const parsed = parseFrontMatter(text, 'x.md');
  if (!parsed.value) throw new Error(parsed.problems.map((p) => p.message).join('; '));
  return { data: parsed.value.data, body: parsed.value.body.trim() };
};

describe('content files in the editor', () => {
  it('read back the same to the build after a save without changes, for every file of the site', async () => {
    const dir = path.join(ROOT, 'content');
    const files = await listContentFiles(dir);
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const text = await readFile(path.join(dir, file), 'utf8');
      const saved = writeContentFile(readContentFile(text), Object.keys(ALL_FIELDS));
      expect(buildReads(saved), file).toEqual(buildReads(text));
    }
  });

  it('leave out empty optional texts and lists, an empty source address, an untouched picture and draft: false', () => {
    const form = {
      title: 'Wrist pain',
      heading: '',
      summary: '   ',
      related: [],
      draft: false,
      image: { src: '', alt: '' },
      sources: [{ title: 'Wrist pain', publisher: 'NHS', url: '' }],
      date: '2026-05-01',
      body: '\n\n## Causes {#causes}\n\nText.\n\n',
    };
    const text = writeContentFile(form, ['title', 'date', 'sources']);
    expect(text).toBe(
      '---\ntitle: Wrist pain\ndate: 2026-05-01\nsources:\n  - title: Wrist pain\n    publisher: NHS\n---\n\n## Causes {#causes}\n\nText.\n',
    );
    expect(buildReads(text).data).toEqual({
      title: 'Wrist pain',
      date: '2026-05-01',
      sources: [{ title: 'Wrist pain', publisher: 'NHS' }],
    });
  });

  it('keep an empty alt, and an alt without its file, for the check to name', () => {
    expect(cleanFrontMatter({ image: { src: '/images/uploads/a.jpg', alt: '' } }, ALL_FIELDS)).toEqual({
      image: { src: '/images/uploads/a.jpg', alt: '' },
    });
    expect(cleanFrontMatter({ image: { src: '', alt: 'A wrist' } }, ALL_FIELDS)).toEqual({ image: { alt: 'A wrist' } });
  });

  it('read a file without front matter as text only, and refuse front matter that is not YAML', () => {
    expect(readContentFile('Just text.\n')).toEqual({ body: 'Just text.\n' });
    expect(() => readContentFile('---\ntitle: [unclosed\n---\n')).toThrow(/not valid YAML/);
  });

  it('clean a field the same way whichever schema it comes from: one kind per field name', () => {
    for (const schema of Object.values(SCHEMAS)) {
      for (const [name, spec] of Object.entries(schema)) expect(spec.type.kind, name).toBe(ALL_FIELDS[name]?.type.kind);
    }
  });
});
