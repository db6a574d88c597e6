/**
 * Drafts and scheduled articles on the fixture site, with the day given so nothing depends on the calendar: a
 * production build leaves them out of everything a visitor or a crawler can reach, a preview build (npm run dev)
 * has them with a notice, and a published page that refers to one fails the production build naming both files.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { build, BuildError } from '../../src/generator/build.ts';
import { Rebuilder } from '../../src/generator/dev/rebuild.ts';
import { loadInputs } from '../../src/generator/pipeline/load-inputs.ts';
import { todayInSingapore } from '../../src/model/publication.ts';
import { checkFrontMatter } from '../../src/model/schema.ts';
import { fixtureProject, type TempProject } from '../helpers/fixture.ts';
import { INTACT, previousOutputState, withMarkerOutput } from '../helpers/project.ts';
import { filesUnder } from '../helpers/files.ts';
import { formatProblem, valueOrThrow } from '../../src/shared/problems.ts';

const TODAY = '2026-06-01';
const ENV = { SITE_URL: 'https://clinic.test', GTM_ID: '' };
const DRAFT = 'content/en/blog/draft-article.md';
const SCHEDULED = 'content/en/blog/future-article.md';

/** A copy of a fixture article under a new title, with front-matter lines changed or added. */
function article(base: string, title: string, changes: Record<string, string>): string {
  let text = base.replace(/^title: .*$/m, `title: ${title}`).replace(/^description: .*$/m, `description: ${title}, in plain words.`);
  for (const [field, value] of Object.entries(changes)) {
    const line = new RegExp(`^${field}: .*$`, 'm');
    text = line.test(text) ? text.replace(line, `${field}: ${value}`) : text.replace(/^---\n/, `---\n${field}: ${value}\n`);
  }
  return text;
}

async function withUnpublished(project: TempProject): Promise<void> {
  const base = await project.read('content/en/blog/ankle-sprain.md');
  await project.write(DRAFT, article(base, 'A draft about wrists', { draft: 'true' }));
  await project.write(SCHEDULED, article(base, 'Hips in spring', { date: '2027-03-03', reviewed: '2027-03-03', nextReview: '2028-03-03' }));
}

function documentOf(html: string): Document {
  const window = new Window({ url: 'https://clinic.test/' });
  window.document.write(html);
  return window.document as unknown as Document;
}

const pageCount = async (dir: string) =>
  (
    JSON.parse(await readFile(path.join(dir, 'pagefind/pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>;
    }
  ).languages['en-sg']?.page_count;

describe('a production build', () => {
  let project: TempProject;
  let files: string[];
  const read = (file: string) => readFile(path.join(project.out, file), 'utf8');

  beforeAll(async () => {
    project = await fixtureProject();
    await withUnpublished(project);
    await build({ root: project.root, outDir: project.out, env: ENV, today: TODAY });
    files = await filesUnder(project.out);
  });
  afterAll(() => project.dispose());

  it('writes no page, payload or build-manifest path of a draft or a scheduled article', async () => {
    expect(files.filter((f) => /draft-article|future-article/.test(f))).toEqual([]);
    expect(files).toContain('blog/ankle-sprain/index.html');
    const latest = JSON.parse(await read('_build/latest.json')) as { id: string };
    const meta = JSON.parse(await read(`_build/meta/${latest.id}.json`)) as { paths: string[] };
    expect(meta.paths).toContain('/blog/ankle-sprain/');
    expect(meta.paths.filter((p) => /draft-article|future-article/.test(p))).toEqual([]);
  });

  it('leaves them out of the listing, the sitemap, the feed and the search index', async () => {
    const listing = await read('blog/index.html');
    expect(listing).toContain('Ankle sprains');
    for (const text of [listing, await read('sitemap.xml'), await read('blog/feed.xml')]) {
      expect(text).not.toMatch(/draft-article|future-article|A draft about wrists|Hips in spring/);
    }
    const indexed = (await filesUnder(project.out)).filter((f) => f.endsWith('index.html') && !/^(cn|bh)\//.test(f));
    const searchable = indexed.filter((f) => !/^(search|thank-you|admin)\//.test(f));
    expect(await pageCount(project.out)).toBe(searchable.length);
  });

  it('carries no notice on the published pages', async () => {
    expect(await read('blog/ankle-sprain/index.html')).not.toContain('publication-notice');
  });
});

describe('a preview build (npm run dev)', () => {
  let project: TempProject;
  const read = (file: string) => readFile(path.join(project.out, file), 'utf8');

  beforeAll(async () => {
    project = await fixtureProject();
    await withUnpublished(project);
    await build({ root: project.root, outDir: project.out, env: ENV, today: TODAY, preview: true });
  });
  afterAll(() => project.dispose());

  it('builds both, each with a notice saying why the public cannot see it yet', async () => {
    const draft = documentOf(await read('blog/draft-article/index.html'));
    const scheduled = documentOf(await read('blog/future-article/index.html'));
    expect(draft.querySelector('main [role="note"]')?.textContent).toBe('Draft: not published');
    expect(scheduled.querySelector('main [role="note"]')?.textContent).toBe('Scheduled: published on 3 March 2027');
    // The notice comes before the page's heading, so it is the first thing read.
    const first = scheduled.querySelector('main [role="note"], main h1');
    expect(first?.getAttribute('role')).toBe('note');
    expect(documentOf(await read('blog/ankle-sprain/index.html')).querySelector('[role="note"]')).toBeNull();
  });

  it('lists them like the published articles', async () => {
    const listing = await read('blog/index.html');
    expect(listing).toContain('A draft about wrists');
    expect(listing).toContain('Hips in spring');
  });

  it('is what the dev server builds', async () => {
    const out = path.join(project.root, '.dev-out');
    const dev = new Rebuilder({ root: project.root, outDir: out, env: ENV });
    await dev.update().finally(() => dev.close());
    expect(await readFile(path.join(out, 'blog/draft-article/index.html'), 'utf8')).toContain('Draft: not published');
  });
});

describe('publication over time', () => {
  let project: TempProject;
  beforeAll(async () => {
    project = await fixtureProject();
    await withUnpublished(project);
  });
  afterAll(() => project.dispose());

  const published = async (today: string) =>
    valueOrThrow(await loadInputs({ root: project.root, env: ENV, today }))
      .manifest.collection('blog', 'en')
      .map((r) => r.id);

  it('publishes a scheduled article from its day on, and a draft never', async () => {
    expect(await published('2027-03-02')).not.toContain('blog-future-article');
    expect(await published('2027-03-03')).toContain('blog-future-article');
    expect(await published('2099-01-01')).not.toContain('blog-draft-article');
  });

  it('refuses a published page whose related names an unpublished one, naming both files', async () => {
    await project.edit('content/en/blog/knee-pain.md', (text) =>
      text.replace('  - services-knee', '  - services-knee\n  - blog-draft-article'),
    );
    try {
      const { problems } = await loadInputs({ root: project.root, env: ENV, today: TODAY });
      expect(problems.map(formatProblem)).toEqual([
        expect.stringMatching(
          /^content\/en\/blog\/knee-pain\.md:\d+: related: names blog-draft-article, a draft \(content\/en\/blog\/draft-article\.md\) that published builds leave out/,
        ),
      ]);
      // The preview builds it: there, every page exists.
      expect((await loadInputs({ root: project.root, env: ENV, today: TODAY, preview: true })).problems).toEqual([]);
    } finally {
      await project.edit('content/en/blog/knee-pain.md', (text) => text.replace('\n  - blog-draft-article', ''));
    }
  });

  it('refuses a published page that links to a scheduled one, and keeps the previous output', async () => {
    await withMarkerOutput(project);
    await project.edit('content/en/blog/knee-pain.md', (text) => `${text}\nComing soon: [hips](page:blog-future-article).\n`);
    const error = await build({ root: project.root, outDir: project.out, env: ENV, today: TODAY }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).lines).toEqual([
      expect.stringMatching(
        /^content\/en\/blog\/knee-pain\.md:\d+: link page:blog-future-article to blog-future-article, scheduled for 2027-03-03 \(content\/en\/blog\/future-article\.md\)/,
      ),
    ]);
    expect(await previousOutputState(project)).toEqual(INTACT);
    // On its day the link is fine.
    await expect(build({ root: project.root, outDir: project.out, env: ENV, today: '2027-03-03' })).resolves.toBeDefined();
  });
});

describe('the draft field', () => {
  it('is true or false on articles; fixed pages accept only false', () => {
    expect(checkFrontMatter('blog', { draft: 'yes' }).find((p) => p.field === 'draft')?.message).toBe(
      'expected true or false (true keeps the page out of the published site)',
    );
    expect(checkFrontMatter('blog', { draft: true }).find((p) => p.field === 'draft')).toBeUndefined();
    expect(checkFrontMatter('pages', { title: 'About', description: 'About us.', draft: false })).toEqual([]);
    expect(checkFrontMatter('landing', { draft: true }).find((p) => p.field === 'draft')?.message).toMatch(
      /only articles \(services, blog, media\) can be drafts; this fixed page is linked from every page/,
    );
  });
});

describe('today in Singapore', () => {
  it('turns at midnight there, 16:00 UTC, and agrees with the time zone database through a year', () => {
    expect(todayInSingapore(new Date('2026-11-23T15:59:59Z'))).toBe('2026-11-23');
    expect(todayInSingapore(new Date('2026-11-23T16:00:00Z'))).toBe('2026-11-24');
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore', year: 'numeric', month: '2-digit', day: '2-digit' });
    for (let hour = 0; hour < 366 * 24; hour += 7) {
      const instant = new Date(Date.UTC(2026, 0, 1) + hour * 3600 * 1000);
      expect(todayInSingapore(instant), instant.toISOString()).toBe(zone.format(instant));
    }
  });
});
