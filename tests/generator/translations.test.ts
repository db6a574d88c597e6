/**
 * Translations that know their source: a translated page names the English revision it was made from; when the
 * English file changes, the build warns for each translation and each shows its readers, in its language, that the
 * English was updated, with a link to it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Window } from 'happy-dom';
import { build } from '../../src/generator/build.ts';
import { loadInputs } from '../../src/generator/pipeline/load-inputs.ts';
import { revisionOf } from '../../src/generator/load/revision.ts';
import { formatProblem } from '../../src/shared/problems.ts';
import { fixtureProject, type TempProject } from '../helpers/fixture.ts';

const KNEE = 'content/en/pages/knee-specialist-singapore.md';
const TRANSLATIONS = ['content/cn/pages/knee-specialist-singapore.md', 'content/bh/pages/knee-specialist-singapore.md'];

describe('a page revision', () => {
  it('is the first 12 hex digits of the SHA-256 of the text, the same whatever line ends the file was saved with', () => {
    // printf 'a\nb\n' | sha256sum
    expect(revisionOf('a\nb\n')).toBe('911169ddaaf1');
    expect(revisionOf('a\r\nb\r\n')).toBe(revisionOf('a\nb\n'));
    expect(revisionOf('a\nb.\n')).not.toBe(revisionOf('a\nb\n'));
  });
});

describe('translations out of step with their English page', () => {
  let project: TempProject;
  let window: Window;
  const notes = async (file: string) => {
    window.document.write(await readFile(path.join(project.out, file), 'utf8'));
    const found = [...window.document.querySelectorAll('main [role="note"]')].map((note) => ({
      text: note.textContent?.replace(/\s+/g, ' ').trim(),
      links: [...note.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('hreflang')]),
    }));
    window.document.body.innerHTML = '';
    return found;
  };

  beforeAll(async () => {
    project = await fixtureProject();
    window = new Window();
  }, 60_000);
  afterAll(async () => {
    await window.happyDOM.close();
    await project.dispose();
  });

  it('builds without a warning or a notice while every record names the English revision', async () => {
    const result = await build({ root: project.root, outDir: project.out, env: {} });
    expect(result.warnings.filter((w) => w.includes('translation'))).toEqual([]);
    expect(await notes('cn/knee-specialist-singapore/index.html')).toEqual([]);
  }, 60_000);

  it('warns for both translations when the English text changes, and each page says so in its language', async () => {
    await project.edit(KNEE, (text) =>
      text.replace('reviewed: 2026-03-01', 'reviewed: 2026-04-02').replace(/\n\n/, '\n\nA new sentence.\n\n'),
    );
    const revision = revisionOf(await project.read(KNEE));
    const result = await build({ root: project.root, outDir: project.out, env: {} });
    expect(result.warnings.filter((w) => w.includes('has changed since this translation'))).toEqual(
      TRANSLATIONS.map((file) =>
        expect.stringMatching(new RegExp(`^${file}: ${KNEE} has changed since this translation \\(revision ${revision},`)),
      ),
    );
    expect(await notes('cn/knee-specialist-singapore/index.html')).toEqual([
      {
        text: '本页的英文版已于2026年4月2日更新，本译文尚未按更新内容重新核对。核对完成前，请以英文版为准： 阅读英文版',
        links: [['阅读英文版', '/knee-specialist-singapore/', 'en']],
      },
    ]);
    expect(await notes('bh/knee-specialist-singapore/index.html')).toEqual([
      {
        text: 'Versi bahasa Inggeris halaman ini dikemas kini pada 2 April 2026, selepas terjemahan ini dibuat. Sehingga terjemahan ini disemak semula, rujuk halaman bahasa Inggeris untuk nasihat terkini: baca halaman bahasa Inggeris',
        links: [['baca halaman bahasa Inggeris', '/knee-specialist-singapore/', 'en']],
      },
    ]);
    // The English page itself and another page's translation are as they were.
    expect(await notes('knee-specialist-singapore/index.html')).toEqual([]);
    expect(await notes('cn/about-us/index.html')).toEqual([]);
  }, 60_000);

  it('drops the warning and the notice once a translation records the new revision', async () => {
    const revision = revisionOf(await project.read(KNEE));
    await project.edit(TRANSLATIONS[0] ?? '', (text) => text.replace(/from: [0-9a-f]{12}/, `from: ${revision}`));
    const result = await build({ root: project.root, outDir: project.out, env: {} });
    expect(result.warnings.filter((w) => w.includes('has changed since this translation'))).toEqual([
      expect.stringMatching(/^content\/bh\/pages\/knee-specialist-singapore\.md: /),
    ]);
    expect(await notes('cn/knee-specialist-singapore/index.html')).toEqual([]);
  }, 60_000);

  it('refuses a translated page without a record, naming the file and the field', async () => {
    await project.edit('content/bh/pages/about-us.md', (text) => text.replace(/translation:\n(?: {2}.*\n)+/, ''));
    const { problems } = await loadInputs({ root: project.root, env: {} });
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^content\/bh\/pages\/about-us\.md:1: translation: is missing: a translated page records the English page/),
    ]);
  }, 60_000);
});
