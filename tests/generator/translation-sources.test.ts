/**
 * A translation knows its source: when the English page changes after a translation was made from it, the build
 * warns for each translation and each tells its readers, in their language, that the English was updated, with a
 * link to it. On a copy of the real site, whose translated service pages carry their records.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { build, BuildError } from '../../src/generator/build.ts';
import { revisionOf } from '../../src/generator/load/translation-sources.ts';
import { createTranslator } from '../../src/i18n/messages.ts';
import { loadCatalogues } from '../../src/generator/load/catalogues.ts';
import { LOCALE_CODES, localePrefix } from '../../src/i18n/locales.ts';
import { valueOrThrow } from '../../src/shared/problems.ts';
import { tempProject, type TempProject, ROOT } from '../helpers/project.ts';
import { isElement, textOf } from '../../src/generator/checks/html-text.ts';

type Element = DefaultTreeAdapterMap['element'];

const SLUG = 'bixeps';
const ENGLISH = `content/en/services/${SLUG}.md`;
const ENV = { GTM_ID: '', SITE_URL: 'https://clinic.example' };
let project: TempProject;
/** The locales that have a translation of the page, with a record (read from the content, not typed here). */
let translated: string[];

beforeAll(async () => {
  project = await tempProject();
  translated = [];
  for (const code of LOCALE_CODES.filter((c) => c !== 'en')) {
    const text = await readFile(path.join(ROOT, `content/${code}/services/${SLUG}.md`), 'utf8').catch(() => '');
    if (/^translation:/m.test(text)) translated.push(code);
  }
}, 60_000);
afterAll(() => project.dispose());

const run = (out: string) => build({ root: project.root, outDir: project.file(out), env: ENV });
/** The links of a built page whose text is `text`, by their address, as a reader finds them. */
async function linksNamed(out: string, code: string, text: string): Promise<string[]> {
  const html = await readFile(project.file(`${out}${localePrefix(code as 'cn')}/services/${SLUG}/index.html`), 'utf8');
  const found: string[] = [];
  const walk = (nodes: readonly DefaultTreeAdapterMap['childNode'][]) => {
    for (const node of nodes) {
      if (!isElement(node)) continue;
      if (node.tagName === 'a' && textOf(node.childNodes).trim() === text)
        found.push((node as Element).attrs.find((a) => a.name === 'href')?.value ?? '');
      walk(node.childNodes);
    }
  };
  walk(parse(html).childNodes as DefaultTreeAdapterMap['childNode'][]);
  return found;
}

describe('a translation whose English page changed', () => {
  it('is built without a word while the English is the revision it was made from', async () => {
    expect(translated.length).toBeGreaterThan(0);
    const result = await run('dist-before');
    expect(result.warnings.filter((w) => w.includes('changed after this translation'))).toEqual([]);
  });

  it('makes the build warn for each translation, and each page says so in its language with a link to the English', async () => {
    await project.edit(ENGLISH, (text) => text.replace(/\n## /, '\nA sentence added to the English page after it was translated.\n\n## '));
    const current = revisionOf(await project.read(ENGLISH));
    const result = await run('dist-after');
    const warned = result.warnings.filter((w) => w.includes('changed after this translation'));
    expect(warned.map((w) => w.split(':')[0]).sort()).toEqual(translated.map((code) => `content/${code}/services/${SLUG}.md`).sort());
    for (const line of warned) expect(line).toContain(`set translation.from to ${current}`);
    const catalogues = valueOrThrow(await loadCatalogues(path.join(ROOT, 'locales')));
    for (const code of translated) {
      const t = createTranslator(code as 'cn', catalogues[code as 'cn']);
      const link = t.formatMessage({ id: 'translation.readEnglish' });
      expect(await linksNamed('dist-after', code, link)).toEqual([`/services/${SLUG}/`]);
      // Before the change, no such notice.
      expect(await linksNamed('dist-before', code, link)).toEqual([]);
    }
  });

  it('is quiet again once the record names the new revision', async () => {
    const current = revisionOf(await project.read(ENGLISH));
    for (const code of translated)
      await project.edit(`content/${code}/services/${SLUG}.md`, (text) => text.replace(/^ {2}from: [0-9a-f]{12}$/m, `  from: ${current}`));
    const result = await run('dist-again');
    expect(result.warnings.filter((w) => w.includes('changed after this translation'))).toEqual([]);
  });

  it('refuses a record on an English page, naming the file and field', async () => {
    const record = (await project.read(`content/${translated[0]}/services/${SLUG}.md`)).match(/^translation:\n(?: {2}.*\n)+/m)?.[0];
    await project.edit(ENGLISH, (text) => text.replace(/^title: /m, `${record}title: `));
    const error = await run('dist-refused').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).lines).toContainEqual(
      expect.stringMatching(new RegExp(`^${ENGLISH}:\\d+: translation: an English page is the source of translations`)),
    );
  });
});
