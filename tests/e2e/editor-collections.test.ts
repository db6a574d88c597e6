/**
 * Every collection of the content editor saves as staff use it, in Chromium on `npm run cms` over a copy of the
 * project: values typed into the form, Publish, and then the file on disk differs from before only in what was
 * typed, and `npm run build` accepts it. "Clinic details" (a phone number and Monday's closing time, then seen on
 * every built page in every language), a save made while the site redraws after that one, a page in English and
 * in Malay, an article the build would refuse, told all at once and never written, a
 * warning sign's words in the catalogue, and a term of the glossary.
 * (A new article with an uploaded photo and a Chinese page: editor.test.ts.) One editor load for the whole file.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Dialog } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readClinicFile } from '../../src/admin/clinic-facts.ts';
import { readGlossaryFile } from '../../src/admin/glossary-file.ts';
import { readSignFile } from '../../src/admin/sign-catalogue.ts';
import { htmlFragment, isElement, textOf } from '../../src/generator/checks/html-text.ts';
import { LOCALE_CODES, type LocaleCode } from '../../src/i18n/locales.ts';
import { CLINIC_FILE } from '../../src/site/clinic-schema.ts';
import { formatTimes } from '../../src/site/hours.ts';
import { filesUnder } from '../helpers/files.ts';
import { anotherNumber, anotherTime } from '../helpers/other-facts.ts';
import {
  buildCopy,
  clickPublish,
  type EditorSession,
  field,
  frontMatterOf,
  logIn,
  openEditorSession,
  publish,
  typeInto,
} from './editor-session.ts';

const EN_PAGE = 'content/en/pages/about-us.md';
const BH_PAGE = 'content/bh/pages/about-us.md';
const SIGNS_FILE = 'content/warning-signs.yml';
const GLOSSARY_PATH = 'content/glossary.yml';

let session: EditorSession;
let original: string;
/** The clinic facts as they were, as far as these tests read them. */
type Facts = {
  phones: { telephone: { number: string } };
  hours: Array<{ label: { en: string }; opens?: string; closes?: string }>;
};
let monday: Facts['hours'][number];
let oldPhone: string;
/** What staff type: a new telephone number and a new closing time on Mondays, worked out from the file's own. */
let newPhone: string;
let newClosing: string;

beforeAll(async () => {
  session = await openEditorSession();
  original = await session.project.read(CLINIC_FILE);
  const facts = readClinicFile(original) as Facts;
  const row = facts.hours.find((hours) => /monday/i.test(hours.label.en));
  if (!row?.opens || !row.closes) throw new Error('no row of opening hours names Monday with its times');
  monday = row;
  oldPhone = facts.phones.telephone.number;
  newPhone = anotherNumber(oldPhone);
  newClosing = anotherTime(row.closes);
  await logIn(session);
});

afterAll(async () => {
  await session?.close();
});

/** The lines of `after` that differ from `before`, by position (the edits here change values, never add lines). */
function changedLines(before: string, after: string): string[] {
  const old = before.split('\n');
  const now = after.split('\n');
  expect(now.length).toBe(old.length);
  return now.filter((line, n) => line !== old[n]);
}

/** A page's text after its front matter. */
const bodyOf = (text: string) => text.slice(text.indexOf('\n---', 3) + 4);

async function openCollection(name: string): Promise<void> {
  const { page } = session;
  // From anywhere in the editor: the collection list is one step back from an entry.
  const link = page.getByRole('link', { name, exact: true });
  if (!(await link.count())) {
    // Leaving a form with unsaved changes (the refused article) asks first: staff say yes.
    const leave = (dialog: Dialog) => dialog.accept();
    page.on('dialog', leave);
    await page.getByRole('link', { name: /^← / }).click();
    await link.first().waitFor();
    page.off('dialog', leave);
  }
  await link.first().click();
}

/**
 * Opens the one file of a collection of files (Clinic details, Warning signs). Its card is a link named as the
 * collection's own link, drawn a moment after the collection opens: clicked before it is there, the last link of
 * that name was the collection's, and the form never opened.
 */
async function openFileEntry(name: string): Promise<void> {
  await openCollection(name);
  const links = session.page.getByRole('link', { name });
  await expect.poll(() => links.count()).toBeGreaterThan(1);
  await links.last().click();
}

async function openPage(collection: string, file: string): Promise<void> {
  await openCollection(collection);
  const title = String(frontMatterOf(await session.project.read(file), file).title);
  await session.page.getByRole('link', { name: title, exact: true }).click();
  await field(session.page, 'Title').waitFor();
}

describe('every collection saves in the editor', () => {
  it('Clinic details: a phone number and Monday’s closing time, typed, saved, and nothing else changed', async () => {
    const { page, project, reported } = session;
    await openFileEntry('Clinic details');
    // The rows of three-language lists (hospitals, what to bring) open filled: they opened empty, and refused every save.
    await typeInto(page, 'Number', newPhone);
    await page.getByRole('button', { name: `Show or hide ${monday.label.en}` }).click();
    await typeInto(page, 'Closes (optional)', newClosing);
    await publish(page);
    await expect.poll(() => project.read(CLINIC_FILE), { timeout: 10_000 }).not.toBe(original);
    const saved = await project.read(CLINIC_FILE);
    expect(changedLines(original, saved).map((line) => line.trim())).toEqual([`number: ${newPhone}`, `closes: ${newClosing}`]);
    expect(reported).toEqual([]);
  });

  it('a page saved while the site redraws after that change is saved too', async () => {
    const { page, project, reported } = session;
    // The clinic details change redraws every page; the served folder is emptied and written again meanwhile.
    await openPage('Pages', EN_PAGE);
    const before = frontMatterOf(await project.read(EN_PAGE), EN_PAGE);
    const title = `${String(before.title)} and our team`;
    await typeInto(page, 'Title', title);
    await clickPublish(page);
    // Saved, or a sentence saying to wait: never a raw error such as "SyntaxError: Unexpected token".
    const notice = page.getByText(/Entry saved|Nothing was saved/).first();
    await notice.waitFor({ timeout: 50_000 });
    expect(await page.getByText(/SyntaxError|API_ERROR|not valid JSON/).count()).toBe(0);
    if ((await notice.textContent())?.includes('Nothing was saved')) await publish(page);
    await expect.poll(async () => frontMatterOf(await project.read(EN_PAGE), EN_PAGE).title, { timeout: 10_000 }).toBe(title);
    expect(frontMatterOf(await project.read(EN_PAGE), EN_PAGE)).toEqual({ ...before, title });
    expect(reported).toEqual([]);
  });

  it('a page in Malay: its title typed and saved, nothing else changed', async () => {
    const { page, project, reported } = session;
    const text = await project.read(BH_PAGE);
    const before = frontMatterOf(text, BH_PAGE);
    await openPage('Pages in Bahasa Melayu (BH)', BH_PAGE);
    const title = `${String(before.title)} di Singapura`;
    await typeInto(page, 'Title', title);
    await publish(page);
    await expect.poll(async () => frontMatterOf(await project.read(BH_PAGE), BH_PAGE).title, { timeout: 10_000 }).toBe(title);
    const saved = await project.read(BH_PAGE);
    expect(changedLines(text, saved)).toEqual([`title: ${title}`]);
    // Saved again with nothing changed (the same title typed over it): the file is equal in data to the one before.
    await typeInto(page, 'Title', title);
    await publish(page);
    const again = await project.read(BH_PAGE);
    expect(frontMatterOf(again, BH_PAGE)).toEqual(frontMatterOf(saved, BH_PAGE));
    expect(bodyOf(again)).toBe(bodyOf(saved));
    expect(reported).toEqual([]);
  });

  it('an article the site would refuse: every problem at once, in staff’s words, and no file written', async () => {
    const { page, project, reported } = session;
    const blog = project.file('content/en/blog');
    const files = await readdir(blog);
    await openCollection('Blog articles');
    await page.getByRole('link', { name: 'Create entry of type Blog article' }).click();
    await typeInto(page, 'Title', 'Ice or heat for a sprain');
    await typeInto(page, 'Description', 'Whether to use ice or heat on a sprained ankle or wrist, and for how long.');
    await typeInto(page, 'First published', '15/01/2025');
    await typeInto(page, 'Text', '## When to use ice\n\nIce helps in the first two days. ');
    // A link to another page, chosen by its title: the editor writes the link, nobody types a page's id.
    await page.getByLabel('Link to one of our pages').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Insert the link' }).click();
    expect(await field(page, 'Text').inputValue()).toMatch(/first two days\. \[[^\]]+\]\(page:[a-z0-9-]+\)$/);
    await clickPublish(page);
    const notice = page.getByText(/^Not saved:/);
    await notice.waitFor();
    // Every problem is shown at its box at once: the missing ones, the date written another way, the short text.
    const said = (await page.getByRole('listitem').allInnerTexts()).join('\n');
    for (const expected of [/First published: A date written YYYY-MM-DD/i, /Summary: please fill this in/i, /Text: An article has 500/i])
      expect(said).toMatch(expected);
    expect(said).not.toMatch(/content\/|\.md|\.yml|\{#|YAML|item:/i);
    expect(await notice.textContent()).not.toMatch(/red/);
    expect((await readdir(blog)).sort()).toEqual(files.sort());
    expect(reported.filter((line) => !line.startsWith('uncaught'))).toEqual([]);
    reported.length = 0;
  });

  it('Warning signs: a sign’s English words typed and saved, only that line changed, marked for clinical review', async () => {
    const { page, project, reported } = session;
    const text = await project.read(SIGNS_FILE);
    const [first] = readSignFile(text).signs;
    if (!first) throw new Error('the catalogue has no sign');
    await openFileEntry('Warning signs');
    await page.getByRole('button', { name: `Show or hide ${String(first.en)}` }).click();
    const added = ', or you feel faint';
    const words = `${String(first.en)}${added}`;
    // Typed at the end of the words, as staff add to a sentence: each key redraws a form of a hundred signs, and
    // typing the whole sentence again took half a minute on a busy machine.
    const box = field(page, 'English');
    await box.click();
    await box.press('End');
    await box.pressSequentially(added);
    await publish(page);
    await expect.poll(() => project.read(SIGNS_FILE), { timeout: 10_000 }).not.toBe(text);
    expect(changedLines(text, await project.read(SIGNS_FILE)).map((line) => line.trim())).toEqual([`en: ${words}`]);
    expect(reported).toEqual([]);
  });

  it('Glossary: a term’s English typed and saved, only that line changed, the file’s comments kept', async () => {
    const { page, project, reported } = session;
    const text = await project.read(GLOSSARY_PATH);
    const [first] = (readGlossaryFile(text) as { terms: Array<Record<'en' | 'cn' | 'bh', string>> }).terms;
    if (!first) throw new Error('the glossary has no term');
    await openFileEntry('Glossary');
    await page.getByRole('button', { name: `Show or hide ${first.en} · ${first.cn} · ${first.bh}` }).click();
    const words = `${first.en} as patients say it`;
    await typeInto(page, 'English', words);
    await publish(page);
    await expect.poll(() => project.read(GLOSSARY_PATH), { timeout: 10_000 }).not.toBe(text);
    expect(changedLines(text, await project.read(GLOSSARY_PATH)).map((line) => line.trim())).toEqual([`en: ${words}`]);
    expect(reported).toEqual([]);
  });

  it('npm run build accepts what the editor wrote, and every page in every language shows the new number and hours', async () => {
    const { project } = session;
    await session.stopCms();
    const build = await buildCopy(project);
    expect(build.code, build.output).toBe(0);
    const { opens = '', closes = '' } = monday;
    const pages = await builtPages(project.file('dist'));
    for (const { file, locale } of pages) {
      // Read as a reader meets the page: the text of its header and footer landmarks (the footer holds the
      // contact block: address, every number, the opening hours).
      const nodes = htmlFragment(await readFile(file, 'utf8'));
      const header = textOf(elementsNamed(nodes, 'header')).replace(/\s+/g, ' ');
      const footer = textOf(elementsNamed(nodes, 'footer')).replace(/\s+/g, ' ');
      expect(header, `${file}: header`).toContain(newPhone);
      expect(footer, `${file}: footer`).toContain(newPhone);
      expect(`${header} ${footer}`, file).not.toContain(oldPhone);
      expect(footer, `${file}: opening hours`).toContain(formatTimes(opens, newClosing, locale));
      expect(footer, `${file}: opening hours`).not.toContain(formatTimes(opens, closes, locale));
    }
    for (const locale of LOCALE_CODES) expect(pages.filter((p) => p.locale === locale).length, locale).toBeGreaterThan(5);
  });
});

/** Every element of `tag` in `nodes`, outermost only. */
function elementsNamed(nodes: ReturnType<typeof htmlFragment>, tag: string): ReturnType<typeof htmlFragment> {
  const found: Array<ReturnType<typeof htmlFragment>[number]> = [];
  const walk = (list: ReturnType<typeof htmlFragment>) => {
    for (const node of list) {
      if (!isElement(node)) continue;
      if (node.tagName === tag) found.push(node);
      else walk(node.childNodes);
    }
  };
  walk(nodes);
  return found;
}

/** Every built page of the site (not the editor's, not the error pages) with its locale. */
async function builtPages(dist: string): Promise<Array<{ file: string; locale: LocaleCode }>> {
  return (await filesUnder(dist, { ext: 'index.html' }))
    .filter((file) => !file.startsWith('admin/'))
    .map((file) => {
      const first = file.split('/')[0] ?? '';
      const locale = (LOCALE_CODES as readonly string[]).includes(first) ? (first as LocaleCode) : 'en';
      return { file: path.join(dist, file), locale };
    });
}
