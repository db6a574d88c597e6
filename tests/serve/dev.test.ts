import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import type { BuildEvent, DevSession } from '../../scripts/lib/dev/dev-session.ts';
import { devSessionOn } from '../helpers/dev-session.ts';
import { listContentFiles } from '../../src/generator/load/content.ts';
import { clinic } from '../../src/site/clinic.ts';
import { fixtureProject } from '../helpers/fixture.ts';
import { manifestOf } from '../helpers/real-site.ts';
import { ROOT, type TempProject } from '../helpers/project.ts';
import { request } from '../helpers/http.ts';
import { openEventStream, type EventStream } from '../helpers/event-stream.ts';

/** A blog article of the fixture site that another page names as related. */
const ARTICLE = 'content/en/blog/knee-pain.md';
const ARTICLE_PATH = '/blog/knee-pain/';

/** English pages' paths and their reader copies' (they show the same text under the cn and bh header and footer). */
async function withReaderCopies(paths: readonly string[]): Promise<string[]> {
  const manifest = await manifestOf(project.root);
  const english = (id: string) => manifest.get(id, 'en').path;
  return paths.flatMap((p) => [p, ...manifest.readerCopies.filter((r) => english(r.id) === p).map((r) => r.path)]);
}
/** Where `npm run fake-form` listens by default. */
const FAKE_FORM_SERVICE = 'http://127.0.0.1:4310';
/**
 * How long a test waits for an event before it fails: a bound on a hang, not a speed target. How soon the reload
 * comes is measured by `npm run bench` (its dev-server section), where a loaded machine makes no test fail.
 */
const WAIT_MS = 20_000;

let project: TempProject;
let session: DevSession;
let stream: EventStream;
const errors: string[] = [];

beforeAll(async () => {
  // The fixture site, copied whole (public/ included): the dev server watches the copy, never the tree others edit.
  project = await fixtureProject();
  session = await devSessionOn(project, {
    formServiceUrl: FAKE_FORM_SERVICE,
    logError: (line) => errors.push(line),
  });
  stream = await openEventStream(`${session.origin}/__dev/events`);
}, 60_000);

afterAll(async () => {
  stream?.close();
  await session?.close();
  await project?.dispose();
});

beforeEach(async () => {
  await session.idle();
  stream.clear();
});

const get = (sitePath: string) => request(session.origin, sitePath);

describe('npm run dev', () => {
  it('serves the built site with the live-reload client added to every page, the 404 page included', async () => {
    const page = await get(ARTICLE_PATH);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<script type="module" src="/__dev/client.js"></script></head>');
    const missing = await get('/cn/not-here/');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('<html lang="zh-Hans-SG"');
    expect(missing.body).toContain('/__dev/client.js');
    const client = await get('/__dev/client.js');
    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(client.body).toContain('/__dev/events');
  });

  it('shows nothing, drafts included, to a page that made its own name resolve to this machine', async () => {
    const port = new URL(session.origin).port;
    const answer = await request(session.origin, '/', { headers: { Host: `rebound.example:${port}` } });
    expect(answer.status).toBe(403);
    expect(answer.body).not.toContain('<html');
  });

  it('points the enquiry form, and the CSP it is served with, at the form service it was given', async () => {
    const page = await get('/cn/contact-us/');
    expect(page.body).toContain(`action="${FAKE_FORM_SERVICE}/api/${clinic.form.enquiryFormId}?locale=cn"`);
    expect(page.headers['content-security-policy']).toContain(`connect-src 'self' ${FAKE_FORM_SERVICE}`);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('re-renders an edited article and sends the reload event and the new text', async () => {
    await project.edit(ARTICLE, (text) => `${text}\nA sentence the dev server test added.\n`);
    const event = await stream.next('reload', WAIT_MS);
    expect([...JSON.parse(event.data).paths].sort()).toEqual((await withReaderCopies([ARTICLE_PATH])).sort());
    expect((await get(ARTICLE_PATH)).body).toContain('A sentence the dev server test added.');
  });

  it('re-renders, after a title change, the page, the blog index and the pages naming it as related, and no other', async () => {
    const id = 'blog-knee-pain';
    const naming: string[] = [];
    for (const file of await listContentFiles(project.file('content'))) {
      const { data } = matter(await project.read(`content/${file}`), {});
      const [, collection, slug] = file.replace(/\.md$/, '').split('/');
      if (Array.isArray(data.related) && data.related.includes(id)) naming.push(`/${collection}/${slug}/`);
    }
    expect(naming.length).toBeGreaterThan(0);
    await project.edit(ARTICLE, (text) => text.replace(/^title: .*$/m, 'title: What Makes a Knee Hurt, and When to Get Help'));
    const event = await stream.next('reload', WAIT_MS);
    expect([...JSON.parse(event.data).paths].sort()).toEqual((await withReaderCopies(['/blog/', ARTICLE_PATH, ...naming])).sort());
    expect((await get('/blog/')).body).toContain('What Makes a Knee Hurt, and When to Get Help');
    // The whole-site files come from the build's own step: the blog's feed, and the editor's list of pages.
    expect((await get('/blog/feed.xml')).body).toContain('What Makes a Knee Hurt, and When to Get Help');
    expect((await get('/admin/site.json')).body).toContain('What Makes a Knee Hurt, and When to Get Help');
  });

  it('reports broken front matter in the terminal and to every page, keeps serving, and recovers once fixed', async () => {
    const good = await project.read(ARTICLE);
    await project.edit(ARTICLE, (text) => text.replace(/^title: .*$/m, 'title: [unclosed'));
    const failed = await stream.next('build-error', WAIT_MS);
    const { message } = JSON.parse(failed.data);
    const problem = new RegExp(`${ARTICLE.replace(/[./]/g, '\\$&')}:\\d+:\\d+: front matter is not valid YAML`);
    expect(message).toMatch(problem);
    expect(errors.some((line) => problem.test(line))).toBe(true);

    // The server keeps serving the last good build, and a page opened now learns about the error at once.
    const page = await get(ARTICLE_PATH);
    expect(page.status).toBe(200);
    expect(page.body).toContain('What Makes a Knee Hurt');
    const late = await openEventStream(`${session.origin}/__dev/events`);
    try {
      expect(JSON.parse((await late.next('build-error', WAIT_MS)).data).message).toBe(message);
    } finally {
      late.close();
    }

    await project.write(ARTICLE, good.replace(/^title: .*$/m, 'title: Knee Pain, Fixed After a Broken Save'));
    const recovered = await stream.next('reload', WAIT_MS);
    expect(JSON.parse(recovered.data).paths).toContain(ARTICLE_PATH);
    expect((await get(ARTICLE_PATH)).body).toContain('Knee Pain, Fixed After a Broken Save');
  });

  it('refuses a Chinese page whose heading id no longer matches the English page, as the build does', async () => {
    const file = 'content/cn/pages/about-us.md';
    const good = await project.read(file);
    await project.write(file, good.replace('{#our-team}', '{#team}'));
    try {
      const failed = await stream.next('build-error', 10_000);
      expect(JSON.parse(failed.data).message).toContain(`${file}: body: heading ids [team] differ from content/en/pages/about-us.md`);
      // The last good page is still served.
      expect((await get('/cn/about-us/')).body).toContain('id="our-team"');
    } finally {
      await project.write(file, good);
    }
    await stream.next('reload', 10_000);
  });

  it('renders every page again after a catalogue edit', async () => {
    await project.edit('locales/en.json', (text) =>
      JSON.stringify({ ...JSON.parse(text), 'site.skipToContent': 'Skip to the content' }, null, 2),
    );
    const event = await stream.next('reload', 10_000);
    expect(JSON.parse(event.data)).toEqual({ paths: 'all' });
    expect((await get('/contact-us/')).body).toContain('Skip to the content');
  });

  it('starts a fresh build process for a change to the generator’s code, and reloads every page', async () => {
    const nextBuild = () => new Promise<BuildEvent>((resolve) => session.events.once('build', resolve));
    // The same process renders nothing for a file saved unchanged: its session takes every page over.
    let built = nextBuild();
    session.changed([project.file('locales/en.json')]);
    expect(await built).toMatchObject({ type: 'reload', rendered: 0 });
    const buildId = /data-build-id="([^"]+)"/.exec((await get('/')).body)?.[1];
    built = nextBuild();
    session.changed([path.join(ROOT, 'src/components/Seo.tsx')]);
    const event = await stream.next('reload', 30_000);
    expect(JSON.parse(event.data)).toEqual({ paths: 'all' });
    // A fresh process starts with an empty session: every page is rendered again, with the code as it is now. The
    // code did not change, so the build id, made from every input, is the one a build of it has.
    const pages = (await get('/sitemap.xml')).body.match(/<loc>/g)?.length ?? 0;
    const rebuilt = await built;
    expect(rebuilt.type === 'reload' ? rebuilt.rendered : 0).toBeGreaterThanOrEqual(pages);
    expect(/data-build-id="([^"]+)"/.exec((await get('/')).body)?.[1]).toBe(buildId);
  });
});

describe('the dev output', () => {
  it('is a complete site: host configs and sitemap are written too', async () => {
    for (const file of ['_headers', 'sitemap.xml', '404.html', 'cn/404.html', '_build/latest.json']) {
      await expect(readFile(path.join(project.file('.dev-out'), file), 'utf8'), file).resolves.toBeTruthy();
    }
  });
});
