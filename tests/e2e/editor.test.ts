/**
 * The content editor end to end, in Chromium, on a throwaway copy of the project: `npm run cms` (the dev server and
 * Decap's local git proxy, both on 127.0.0.1), a new blog article written in the editor's form with an uploaded
 * photo and every clinical field, published; a change to a Chinese page's text, published; then `npm run build`
 * accepts the files as the editor wrote them, and the built pages show them. One browser, one proxy, one build.
 */
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { AREA_LABELS, LEVEL_LABELS } from '../../src/generator/admin/admin-signs.ts';
import { checkSignCatalogue } from '../../src/model/warning-signs.ts';
import { ROOT } from '../helpers/project.ts';
import { buildCopy, type EditorSession, field as box, frontMatterOf, openEditorSession, publish as publishOn } from './editor-session.ts';

/** Warning signs the new article picks, from the catalogue (content/warning-signs.yml), one of each kind of level. */
const SIGNS = ['limb-out-of-shape', 'wrist-pain-after-fall', 'pain-lasting-weeks'];
const PHOTO = path.join(ROOT, 'tests/fixtures/admin/wrist-support.jpg');
const ARTICLE = 'content/en/blog/wrist-pain-after-a-fall.md';
const CN_HOME = 'content/cn/pages/index.md';
const CN_PARAGRAPH = '编辑器写入的新段落：如果跌倒后手腕疼痛，请尽早就医检查。';

let session: EditorSession;
let project: EditorSession['project'];
let cms: EditorSession['cms'];
let browser: EditorSession['browser'];
let page: EditorSession['page'];
/** What the editor's page reported: console errors, failed requests, policy violations. */
let reported: string[];

beforeAll(async () => {
  session = await openEditorSession();
  ({ project, cms, browser, page, reported } = session);
});

afterAll(async () => {
  await session?.close();
});

const field = (label: string, nth = 0) => box(page, label, nth);
const publish = () => publishOn(page);

describe('the content editor', () => {
  it('listens on 127.0.0.1 only, the proxy included', async () => {
    expect(new URL(cms.editorUrl).hostname).toBe('127.0.0.1');
    const port = Number(new URL(cms.proxyUrl).port);
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
    // A machine with no other interface has nothing to check beyond the loopback address itself.
    if (outside) {
      const refused = await new Promise<boolean>((resolve) => {
        const socket = connect({ host: outside, port }, () => {
          socket.destroy();
          resolve(false);
        });
        socket.on('error', () => resolve(true));
      });
      expect(refused, `the proxy answers on ${outside}:${port}`).toBe(true);
    }
  });

  it('writes nothing for a page that made its own name resolve to this machine', async () => {
    const port = Number(new URL(cms.proxyUrl).port);
    const file = 'content/en/blog/rebound.md';
    const body = JSON.stringify({
      action: 'persistEntry',
      params: {
        branch: 'main',
        entry: { slug: 'rebound', path: file, raw: '---\ntitle: Rebound\n---\n' },
        assets: [],
        options: { collectionName: 'blog', commitMessage: 'Create Blog article “rebound”', useWorkflow: false, status: 'draft' },
      },
    });
    const send = (headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port, method: 'POST', path: '/api/v1', headers: { 'Content-Type': 'application/json', ...headers } },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    try {
      // As a browser sends it from http://rebound.example:PORT once that name resolves to 127.0.0.1.
      expect(await send({ Host: `rebound.example:${port}`, Origin: `http://rebound.example:${port}` })).toBe(403);
      expect(existsSync(project.file(file))).toBe(false);
      // The same request addressed to this machine by name is one the proxy carries out: the refusal was the gate's.
      expect(await send({ Host: `127.0.0.1:${port}` })).toBe(200);
      expect(existsSync(project.file(file))).toBe(true);
    } finally {
      // The later tests build this copy of the project, which must hold only what the editor wrote.
      await rm(project.file(file), { force: true });
    }
  });

  it('writes nothing outside the editor’s folders: each such request is refused with the path named', async () => {
    const port = Number(new URL(cms.proxyUrl).port);
    const send = (body: object, origin = cms.dev.origin) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/v1',
            headers: { 'Content-Type': 'application/json', Host: `127.0.0.1:${port}`, Origin: origin },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => {
              text += chunk;
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
          },
        );
        req.on('error', reject);
        req.end(JSON.stringify(body));
      });
    const media = (file: string) => ({
      action: 'persistMedia',
      params: { branch: 'main', asset: { path: file, content: 'Ly8gd3JpdHRlbg==', encoding: 'base64' }, options: { commitMessage: 'x' } },
    });
    const targets = ['src/site/clinic.ts', 'scripts/cms.ts', 'package.json', '.git/hooks/pre-commit', 'public/images/uploads/evil.html'];
    const before = await Promise.all(targets.map((t) => readFile(project.file(t), 'utf8').catch(() => undefined)));
    // Each refusal is JSON with its words in `error`, as the editor reads every answer and shows the words.
    const words = (text: string) => String((JSON.parse(text) as { error?: unknown }).error);
    for (const target of targets) {
      const answer = await send(media(target));
      expect(answer.status, target).toBe(403);
      expect(words(answer.text)).toContain(JSON.stringify(target));
    }
    for (const [body, named] of [
      [{ action: 'getMedia', params: { branch: 'main', mediaFolder: '.git' } }, '".git"'],
      [{ action: 'getEntry', params: { branch: 'main', path: '../outside.md' } }, '"../outside.md"'],
      [{ action: 'getEntry', params: { branch: 'main', path: project.file('package.json') } }, 'is an absolute path'],
    ] as const) {
      const answer = await send(body);
      expect(answer.status).toBe(403);
      expect(words(answer.text)).toContain(named);
    }
    expect(await Promise.all(targets.map((t) => readFile(project.file(t), 'utf8').catch(() => undefined)))).toEqual(before);
    // The editor's own folders answer, from the editor opened at either name of this machine.
    for (const origin of [cms.dev.origin, cms.dev.origin.replace('127.0.0.1', 'localhost')]) {
      const listed = await send({ action: 'getMedia', params: { branch: 'main', mediaFolder: 'public/images/uploads' } }, origin);
      expect(listed.status).toBe(200);
    }
  });

  it('saves from the editor opened at localhost as well as at 127.0.0.1', async () => {
    const byName = `${cms.editorUrl.replace('127.0.0.1', 'localhost')}`;
    const other = await browser.newContext();
    const allowed = new Set([new URL(byName).origin, new URL(cms.proxyUrl).origin]);
    await other.route(
      (url) => !allowed.has(url.origin) && url.protocol !== 'blob:',
      (route) => route.fulfill({ status: 204, body: '' }),
    );
    const tab = await other.newPage();
    try {
      await tab.goto(byName);
      // Decap uses the local proxy only on the hosts its configuration allows: the login button says which backend it took.
      await tab.getByRole('button', { name: 'Login' }).click();
      await expect.poll(() => tab.getByRole('link', { name: 'Blog articles' }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
      const status = await tab.evaluate(async (proxy) => {
        const answer = await fetch(proxy, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ action: 'getMedia', params: { branch: 'main', mediaFolder: 'public/images/uploads' } }),
        });
        return answer.status;
      }, cms.proxyUrl);
      expect(status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('publishes a new blog article with an uploaded photo and every clinical field, and a Chinese page’s text', async () => {
    await page.goto(cms.editorUrl);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('link', { name: 'Blog articles' }).click();
    await page.getByRole('link', { name: 'Create entry of type Blog article' }).click();
    // A blank form claims nothing was saved.
    await field('Title').waitFor();
    expect(await page.getByText(/changes saved/i).count()).toBe(0);

    await field('Title').fill('Wrist pain after a fall');
    await field('Description').fill('What a painful wrist after a fall can mean, how it is checked, and when to get help the same day.');
    await field('Summary').fill(
      'A fall on an outstretched hand can sprain or break the wrist. Most wrist injuries heal well with the right care.',
    );
    await field('First published').fill('2025-01-15');
    await page.getByRole('button', { name: 'Choose an image' }).click();
    await page.locator('input[type="file"]').setInputFiles(PHOTO);
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await field('Alt text').fill('A wrist in a soft support, resting on a table');
    await page.getByRole('button', { name: 'Add key point' }).click();
    await page.getByRole('button', { name: 'Add key point' }).click();
    const items = [
      'A fall on the hand can sprain or break the wrist.',
      'Get the wrist checked the same day if it looks out of shape or you cannot move it.',
    ];
    for (const [n, text] of items.entries()) await field('Key point', n).fill(text);
    // The warning signs are ticked in the words patients read, after narrowing the catalogue to the sign's body
    // area and level; the signs already ticked stay listed whatever the filters show.
    const catalogue = checkSignCatalogue(parseYaml(await project.read('content/warning-signs.yml'))).catalogue;
    const signs = page.getByRole('group', { name: 'When to get help' });
    for (const id of SIGNS) {
      const sign = catalogue[id];
      if (!sign) throw new Error(`the catalogue has no sign ${id}`);
      const area = sign.areas.find((a) => a !== 'anywhere') ?? 'anywhere';
      await signs.getByLabel('Body area').selectOption(AREA_LABELS[area]);
      await signs.getByLabel('Level').selectOption(LEVEL_LABELS[sign.level]);
      const box = signs.getByRole('checkbox', { name: `${LEVEL_LABELS[sign.level]}: ${sign.text.en}`, exact: true });
      expect(await signs.getByRole('checkbox').count()).toBeLessThan(Object.keys(catalogue).length / 2);
      await box.check();
    }
    const chosen = signs.getByRole('list', { name: 'Chosen warning signs' }).getByRole('listitem');
    expect(await chosen.count()).toBe(SIGNS.length);
    await field('Written by').click();
    await page.getByRole('option', { name: 'Grace Lim' }).click();
    await field('Reviewed by').click();
    await page.getByRole('option', { name: 'Dr Adrian Tan' }).click();
    await field('Last reviewed').fill('2025-02-01');
    await field('Next review due').fill('2030-02-01');
    await page.getByRole('button', { name: 'Add source' }).click();
    await field('Title', 1).fill('Broken wrist');
    await field('Publisher').fill('NHS (United Kingdom)');
    await field('Address (only for a stable page) (optional)').fill('https://www.nhs.uk/conditions/broken-wrist/');
    // An article the build accepts: 500 to 1,200 words, plain, ending with the general-information note.
    await field('Text').fill(await readFile(path.join(import.meta.dirname, 'fixtures/wrist-article.md'), 'utf8'));
    // The preview is the site's own article page, drawn as the build draws it.
    await expect
      .poll(() => page.frameLocator('#preview-pane').getByRole('heading', { level: 1 }).textContent())
      .toBe('Wrist pain after a fall');
    // Until the entry is saved, Decap's own picture widget asks the site for the photo's future address; the
    // preview shows it from the browser's memory. Nothing else may fail.
    const unsaved = `404 ${cms.dev.origin}/images/uploads/wrist-support.jpg`;
    expect(reported.filter((line) => line !== unsaved)).toEqual([]);
    reported.length = 0;
    await publish();

    await expect.poll(() => existsSync(project.file(ARTICLE)), { timeout: 10_000 }).toBe(true);
    expect(existsSync(project.file('public/images/uploads/wrist-support.jpg'))).toBe(true);
    expect(frontMatterOf(await project.read(ARTICLE), ARTICLE)).toEqual({
      title: 'Wrist pain after a fall',
      description: 'What a painful wrist after a fall can mean, how it is checked, and when to get help the same day.',
      summary: 'A fall on an outstretched hand can sprain or break the wrist. Most wrist injuries heal well with the right care.',
      date: '2025-01-15',
      image: { src: '/images/uploads/wrist-support.jpg', alt: 'A wrist in a soft support, resting on a table' },
      keyPoints: items.slice(0, 2),
      author: 'grace-lim',
      reviewer: 'adrian-tan',
      reviewed: '2025-02-01',
      nextReview: '2030-02-01',
      warningSigns: SIGNS,
      sources: [{ title: 'Broken wrist', publisher: 'NHS (United Kingdom)', url: 'https://www.nhs.uk/conditions/broken-wrist/' }],
    });

    // The Chinese home page's text, in its own language's collection.
    const cnTitle = String(frontMatterOf(await project.read(CN_HOME), CN_HOME).title);
    // After saving, the editor moves from the new entry to its saved address; going back before that is lost.
    await page.waitForURL(/#\/collections\/blog\/entries\/wrist-pain-after-a-fall$/);
    await page.getByRole('link', { name: /^← Writing in Blog articles collection/ }).click();
    await page.waitForURL(/#\/collections\/blog$/);
    await page.getByRole('link', { name: 'Pages in 简体中文 (中文)' }).click();
    await page.getByRole('link', { name: cnTitle }).click();
    const text = field('Text');
    await expect.poll(() => text.inputValue()).toContain('{{clinic.name}}');
    await text.fill(`${await text.inputValue()}\n\n${CN_PARAGRAPH}\n`);
    await publish();
    const saved = async () => (await project.read(CN_HOME)).includes(CN_PARAGRAPH);
    // A refused save is reported by the page: stop waiting then, and show it.
    await expect.poll(async () => (await saved()) || reported.length > 0, { timeout: 10_000 }).toBe(true);
    // The site serves the photo once the dev build has published it (never straight from public/): asked before
    // that, it is a 404 like any file the build has not published.
    expect(reported.filter((line) => line !== unsaved)).toEqual([]);
    expect(await saved()).toBe(true);
    await cms.dev.idle();
    expect((await fetch(`${cms.dev.origin}/images/uploads/wrist-support.jpg`)).status).toBe(200);
  });

  it('wrote files that npm run build accepts unchanged, and the built pages show them', async () => {
    await session.stopCms();
    const before = await project.read(ARTICLE);
    const build = await buildCopy(project);
    expect(build.code, build.output).toBe(0);
    expect(await project.read(ARTICLE)).toBe(before);

    const article = await project.read('dist/blog/wrist-pain-after-a-fall/index.html');
    expect(article).toMatch(/<h1[^>]*>Wrist pain after a fall<\/h1>/);
    expect(article).toContain('A fall on an outstretched hand is the most common cause of a painful wrist.');
    // The uploaded photo as the photo pipeline publishes it: a <picture> of responsive versions.
    const picture = article.match(/<picture[\s\S]*?<\/picture>/)?.[0] ?? '';
    expect(picture).toMatch(/<source[^>]+type="image\/avif"[^>]+srcset="[^"]*wrist-support[^"]* 440w/i);
    expect(picture).toContain('alt="A wrist in a soft support, resting on a table"');
    expect((await project.read('dist/blog/index.html')).includes('Wrist pain after a fall'), 'the article on /blog/').toBe(true);
    expect((await project.read('dist/cn/index.html')).includes(CN_PARAGRAPH), 'the new paragraph in /cn/').toBe(true);
  });
});
