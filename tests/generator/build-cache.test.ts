/**
 * The production build's cache: after each kind of change, a build that takes over what did not change writes
 * exactly the files a cold build of the same inputs writes, byte for byte, and renders only what the change
 * reaches. The only differences allowed are the release files' timestamps and the search index's filter files,
 * whose bytes Pagefind orders differently from one run to the next even for the same pages (it writes them from a
 * hash map); its fragments and word index are compared byte for byte.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/generator/build.ts';
import { LOCALE_CODES } from '../../src/i18n/locales.ts';
import { codeHash } from '../../src/generator/assets/code-hash.mjs';
import { fixtureProject, type TempProject } from '../helpers/fixture.ts';
import { ROOT } from '../helpers/project.ts';
import { filesUnder, linkedCopy } from '../helpers/files.ts';

const TODAY = '2026-11-23';
let project: TempProject | undefined;

afterEach(async () => {
  await project?.dispose();
  project = undefined;
});

const SETTINGS = { SITE_URL: 'https://clinic.example' };

/** What a build reads besides the project's files: the day in Singapore and the environment's settings. */
interface Inputs {
  readonly today?: string;
  readonly env?: Readonly<Record<string, string>>;
  readonly preview?: boolean;
}

/** A build of the project with the cache in `.cache/` (or none), into `out`. */
function buildWith(p: TempProject, out: string, options: { cache: boolean; version?: string; parallel?: boolean } & Inputs) {
  return build({
    root: p.root,
    outDir: out,
    today: options.today ?? TODAY,
    codeVersion: options.version ?? 'v1',
    ...(options.parallel === undefined ? {} : { parallel: options.parallel }),
    ...(options.cache ? { cacheDir: p.file('.cache') } : {}),
    ...(options.preview ? { preview: true } : {}),
    env: options.env ?? SETTINGS,
  });
}

async function filesOf(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const name of await filesUnder(dir)) files.set(name, await readFile(path.join(dir, name)));
  return files;
}

function digests(files: Map<string, Buffer>): Record<string, string> {
  return Object.fromEntries([...files].map(([name, bytes]) => [name, createHash('sha1').update(bytes).digest('hex')]));
}

/** Both outputs as the comparison sees them: timestamps out of the release files, Pagefind's filter files aside. */
function comparable(files: Map<string, Buffer>): Map<string, string> {
  const result = new Map<string, string>();
  for (const [name, bytes] of files) {
    if (name.startsWith('pagefind/filter/') || /^pagefind\/pagefind\.[^/]+\.pf_meta$/.test(name)) continue;
    if (name === 'pagefind/pagefind-entry.json') {
      const entry = JSON.parse(bytes.toString('utf8')) as { languages: Record<string, { page_count: number }> };
      result.set(
        name,
        JSON.stringify(
          Object.entries(entry.languages)
            .map(([code, l]) => [code, l.page_count])
            .sort(),
        ),
      );
      continue;
    }
    const text = bytes.toString('latin1');
    result.set(name, name.startsWith('_build/') ? text.replace(/"timestamp":\d+/, '"timestamp":0') : text);
  }
  return result;
}

/**
 * The builds the cases share. A build writes the same files for the same inputs, so the first build a case starts
 * from (the fixture as it is, with the cache) and the cold build it compares with are each made once per set of
 * inputs and reused: about a third of the file's builds.
 *
 * Every case works in the same project folder, one after the other: the cache names its records after the output
 * folder's path and takes a page over only while its files keep their size and modification time. A shared first
 * build is handed to a case as hard links, which keep both (a copy would not). A case that writes into its output
 * or its cache in place asks for a first build of its own (`ownFirstBuild`), or it would change the files the next
 * case starts from; `startedProject` refuses to go on if one did.
 */
const workspace = mkdtempSync(path.join(tmpdir(), 'clinic-build-cache-'));
const CASE_ROOT = path.join(workspace, 'project');
const firstBuilds = new Map<string, Promise<{ dir: string; result: BuildResult; stamps: string }>>();
const coldBuilds = new Map<string, Promise<{ dir: string; result: BuildResult }>>();

afterAll(() => rm(workspace, { recursive: true, force: true }));

/** Size, modification time and inode of every file under `dir`: what tells the cache a file is unchanged. */
async function stampsOf(dir: string): Promise<string> {
  const files = await filesUnder(dir);
  const stamps = await Promise.all(files.map(async (f) => [f, ...Object.values(pick(await stat(path.join(dir, f))))].join(' ')));
  return stamps.join('\n');
}
const pick = ({ size, mtimeMs, ino }: { size: number; mtimeMs: number; ino: number }) => ({ size, mtimeMs, ino });

/** The fixture as it is, with the output and cache of a first build made with `before` (and threads, if given). */
async function startedProject(before: Inputs, parallel?: boolean, own = false): Promise<{ p: TempProject; first: BuildResult }> {
  const p = await fixtureProject(CASE_ROOT);
  project = p;
  const firstBuild = () => buildWith(p, p.out, { cache: true, ...before, ...(parallel === undefined ? {} : { parallel }) });
  if (own) return { p, first: await firstBuild() };
  const key = JSON.stringify({ before, parallel });
  let made = firstBuilds.get(key);
  if (!made) {
    made = (async () => {
      const result = await firstBuild();
      const dir = path.join(workspace, `first-${firstBuilds.size}`);
      // Moved, not copied: the files keep their inodes and times, which the stamps below hold the cases to.
      await mkdir(dir);
      await rename(p.out, path.join(dir, 'dist'));
      await rename(p.file('.cache'), path.join(dir, '.cache'));
      return { dir, result, stamps: await stampsOf(dir) };
    })();
    firstBuilds.set(key, made);
  }
  const { dir, result, stamps } = await made;
  if ((await stampsOf(dir)) !== stamps) throw new Error('a case wrote into a shared first build in place: give it ownFirstBuild');
  await rm(p.out, { recursive: true, force: true });
  await rm(p.file('.cache'), { recursive: true, force: true });
  linkedCopy(path.join(dir, 'dist'), p.out);
  linkedCopy(path.join(dir, '.cache'), p.file('.cache'));
  return { p, first: result };
}

/** A cold build (no cache) of the project's inputs as they are now, made once for the same inputs and options. */
async function coldBuild(p: TempProject, options: { version: string; parallel?: boolean } & Inputs) {
  const hash = createHash('sha256').update(JSON.stringify(options));
  for (const folder of ['content', 'locales', 'public']) {
    for (const file of await filesUnder(p.file(folder)))
      hash.update(`${folder}/${file}\0`).update(await readFile(p.file(`${folder}/${file}`)));
  }
  const key = hash.digest('hex');
  let made = coldBuilds.get(key);
  if (!made) {
    const dir = path.join(workspace, `cold-${coldBuilds.size}`);
    made = buildWith(p, dir, { cache: false, ...options }).then((result) => ({ dir, result }));
    coldBuilds.set(key, made);
  }
  return made;
}

/**
 * Builds with the cache after `change`, then compares with a cold build of the same inputs; both must hold the
 * same files. `after`: what the second build reads besides the files (`before`, the first's), when that is what
 * changes. `ownFirstBuild`: for a change that writes into the output or the cache in place.
 */
async function cachedMatchesCold(
  change: (p: TempProject) => Promise<void>,
  version = 'v1',
  parallel?: boolean,
  { before = {}, after = {}, ownFirstBuild = false }: { before?: Inputs; after?: Inputs; ownFirstBuild?: boolean } = {},
) {
  const { p, first } = await startedProject(before, parallel, ownFirstBuild);
  expect(first.rendered).toBe(first.pages);
  await change(p);
  const threads = parallel === undefined ? {} : { parallel };
  const cached = await buildWith(p, p.out, { cache: true, version, ...after, ...threads });
  const cold = await coldBuild(p, { version, ...after, ...threads });
  const [a, b] = [comparable(await filesOf(p.out)), comparable(await filesOf(cold.dir))];
  expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
  for (const [name, text] of a) expect(text === b.get(name), `${name} differs from a cold build's`).toBe(true);
  expect(cached.buildId).toBe(cold.result.buildId);
  return { first, cached };
}

describe('a build with the cache', () => {
  it('takes over every page when nothing changed, and writes what a cold build writes', async () => {
    const { cached } = await cachedMatchesCold(async () => undefined);
    expect(cached.rendered).toBe(0);
  });

  it('renders only the article whose body changed', async () => {
    const { cached } = await cachedMatchesCold((p) =>
      p.edit('content/en/blog/ankle-sprain.md', (text) => `${text}\nA new closing sentence about ankle care.\n`),
    );
    // The English page and its reader copies in the other locales, which show the same text.
    expect(cached.rendered).toBe(LOCALE_CODES.length);
  });

  it('takes over the pages the second render thread made, search entries included', async () => {
    // A big site renders on two threads, and Pagefind's command indexes a folder of its documents: what the second
    // thread made must be as reusable as the first one's, and the index the same as a cold build's.
    const { first, cached } = await cachedMatchesCold(
      (p) => p.edit('content/en/blog/ankle-sprain.md', (text) => `${text}\nA new closing sentence about ankle care.\n`),
      'v1',
      true,
    );
    expect(first.rendered).toBe(first.pages);
    expect(cached.rendered).toBe(LOCALE_CODES.length);
  });

  it('renders an article whose front matter changed and every page that shows it (listing, related pages)', async () => {
    const { cached } = await cachedMatchesCold((p) =>
      p.edit('content/en/blog/knee-pain.md', (text) => text.replace('title: Knee pain explained', 'title: Knee pain, explained again')),
    );
    // The article, the blog listing, the service and the article that name it as related, and no other page.
    expect(cached.rendered).toBeGreaterThanOrEqual(4);
    expect(cached.rendered).toBeLessThan(cached.pages / 2);
  });

  it('renders every page after a catalogue change', async () => {
    const { cached } = await cachedMatchesCold((p) =>
      p.edit('locales/en.json', (text) => text.replace('"Skip to main content"', '"Skip to the main content"')),
    );
    expect(cached.rendered).toBe(cached.pages);
  });

  it('renders every page after a change of the generator code', async () => {
    const { cached } = await cachedMatchesCold(async () => undefined, 'v2');
    expect(cached.rendered).toBe(cached.pages);
  });

  it('renders every page after a clinic fact changed, as the editor changes one: a phone number', async () => {
    const { cached } = await cachedMatchesCold((p) =>
      p.edit('content/clinic.yml', (text) =>
        text.replace(/^( {4}number: \+65 \d{4} \d{3})(\d)$/m, (_, head, last) => `${head}${(Number(last) + 1) % 10}`),
      ),
    );
    expect(cached.rendered).toBe(cached.pages);
  });

  it('leaves a deleted article out, and writes what a cold build writes', async () => {
    const { first, cached } = await cachedMatchesCold((p) => p.remove('content/en/blog/ankle-sprain.md'));
    // The article and its reader copies.
    expect(cached.pages).toBe(first.pages - LOCALE_CODES.length);
  });

  it('leaves a deleted article out of a big site’s search index as a cold build does', async () => {
    const { first, cached } = await cachedMatchesCold((p) => p.remove('content/en/blog/ankle-sprain.md'), 'v1', true);
    expect(cached.pages).toBe(first.pages - LOCALE_CODES.length);
  });

  it('renders a page again when its file in the output was changed by hand', async () => {
    const { cached } = await cachedMatchesCold(
      async (p) => {
        const file = p.file('dist/blog/ankle-sprain/index.html');
        await writeFile(file, (await readFile(file, 'utf8')).replace('</main>', '<p>edited by hand</p></main>'));
      },
      'v1',
      undefined,
      { ownFirstBuild: true },
    );
    expect(cached.rendered).toBe(1);
  });

  it('never writes into the previous output: a failed build leaves it as it was', async () => {
    const { p } = await startedProject({});
    const before = digests(await filesOf(p.out));
    const page = p.file('dist/blog/knee-pain/index.html');
    const inode = (await stat(page)).ino;
    await p.edit('content/en/blog/ankle-sprain.md', (text) => `${text}\n<script>alert(1)</script>\n`);
    const cacheBefore = digests(await filesOf(p.file('.cache')));
    await expect(buildWith(p, p.out, { cache: true })).rejects.toThrow(/script/);
    expect(digests(await filesOf(p.out))).toEqual(before);
    expect((await stat(page)).ino).toBe(inode);
    // Nor into the cache: its records and the search documents they point into are the last good build's, and the
    // failed build's own documents file is gone.
    expect(digests(await filesOf(p.file('.cache')))).toEqual(cacheBefore);
  });
});

describe('every render input is in the cache key (page-reuse.ts renderInputs)', () => {
  const nothing = async () => undefined;
  const footerOf = async (file: string) => /© \d{4}/.exec(await readFile(file, 'utf8'))?.[0];

  it('a build dated next year writes the new year on every page, as a cold build does', async () => {
    const { cached } = await cachedMatchesCold(nothing, 'v1', undefined, {
      before: { today: '2026-12-31' },
      after: { today: '2027-01-04' },
    });
    expect(cached.rendered).toBe(cached.pages);
    expect(await footerOf(path.join(project?.out ?? '', 'blog/knee-pain/index.html'))).toBe('© 2027');
  });

  it('another day of the same year takes every page over', async () => {
    const { cached } = await cachedMatchesCold(nothing, 'v1', undefined, {
      before: { today: '2026-03-02' },
      after: { today: '2026-11-23' },
    });
    expect(cached.rendered).toBe(0);
  });

  it('in a preview, another day renders the pages again (the notices of scheduled pages compare with it)', async () => {
    const before = { today: '2026-03-02', preview: true };
    const { cached } = await cachedMatchesCold(nothing, 'v1', undefined, { before, after: { ...before, today: '2026-03-03' } });
    expect(cached.rendered).toBe(cached.pages);
  });

  it.each([
    ['the site address', { ...SETTINGS, SITE_URL: 'https://other.example' }],
    ['the form service', { ...SETTINGS, FORM_SERVICE_URL: 'https://forms.example/submit' }],
    ['analytics', { ...SETTINGS, GTM_ID: 'GTM-ABC1234' }],
  ])('a change of %s in the environment renders what a cold build renders', async (_, env) => {
    const { cached } = await cachedMatchesCold(nothing, 'v1', undefined, { after: { env } });
    expect(cached.rendered).toBe(cached.pages);
  });
});

/** The cache's files of search documents (document-file.ts), by name. */
async function documentFiles(p: TempProject): Promise<string[]> {
  return (await readdir(p.file('.cache'))).filter((name) => name.includes('.documents'));
}

describe('the search documents the cache keeps', () => {
  it('are one file per cache, the last build’s: the one before is removed when the records move on', async () => {
    const { p } = await startedProject({});
    const [first, ...others] = await documentFiles(p);
    expect(others).toEqual([]);
    await p.edit('content/en/blog/ankle-sprain.md', (text) => `${text}\nA new closing sentence about ankle care.\n`);
    await buildWith(p, p.out, { cache: true });
    const now = await documentFiles(p);
    expect(now).toHaveLength(1);
    expect(now).not.toContain(first);
  });

  for (const [what, damage] of [
    ['gone', (file: string) => rm(file)],
    ['cut short', async (file: string) => writeFile(file, (await readFile(file)).subarray(0, 100))],
  ] as const) {
    it(`when the file is ${what}, render every page again and index them as a cold build does`, async () => {
      // Cutting the file short writes into it in place.
      const { first, cached } = await cachedMatchesCold(
        async (p) => {
          for (const name of await documentFiles(p)) await damage(p.file(`.cache/${name}`));
        },
        'v1',
        undefined,
        { ownFirstBuild: what === 'cut short' },
      );
      expect(cached.rendered).toBe(first.pages);
    });
  }
});

describe('the code version', () => {
  it('changes with the lock file, and not with the clinic facts, which are content the cache keys on its own', async () => {
    const root = path.join(await import('node:os').then((os) => os.tmpdir()), `clinic-code-${process.pid}`);
    try {
      await cp(path.join(ROOT, 'src'), path.join(root, 'src'), { recursive: true });
      for (const file of ['build.ts', 'package-lock.json', 'content/clinic.yml']) await cp(path.join(ROOT, file), path.join(root, file));
      // The hash itself (code-hash.mjs): what a build from the sources uses, and what npm run build's launcher
      // names its bundle with and passes on.
      const before = codeHash(root);
      // A clinic fact, as the editor changes one: a phone number in the facts file; the page cache sees it (above).
      const clinic = path.join(root, 'content/clinic.yml');
      await writeFile(clinic, (await readFile(clinic, 'utf8')).replace(/\+65 ?\d/, '+65 9'));
      expect(codeHash(root)).toBe(before);
      await writeFile(path.join(root, 'package-lock.json'), '{}');
      expect(codeHash(root)).not.toBe(before);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
