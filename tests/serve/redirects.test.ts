/**
 * The preview server applies `_redirects` as Netlify does: a keeper's redirect of a renamed page (with or without
 * the slash, the query kept), splats and named segments, a rule over an existing file only when forced, a 200 rule
 * serving its target in place, a status rule showing its page, then the not-found rules the build writes.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenLocal, type LocalServer } from '../../scripts/lib/serve/listen.ts';
import { createPreviewHandler } from '../../scripts/lib/serve/preview-handler.ts';
import { renderRedirectsFile } from '../../src/generator/host/host-config.ts';
import { request } from '../helpers/http.ts';

/** As a keeper writes them in public/_redirects; the build puts them before its not-found rules. */
const HAND_WRITTEN = [
  '/old-page/    /new-page/       301',
  '/blog/*       /news/:splat     302',
  '/team/:name   /people/:name/   301',
  '/shadowed/    /new-page/       301',
  '/forced/      /new-page/       301!',
  '/app/*        /new-page/       200',
  '/gone/        /gone.html       410',
  '/away/        https://example.org/elsewhere/ 301',
  '/escape/      /../outside.html 200',
  '/go/*         /:splat          301',
  '/p/*          /:splat          200',
].join('\n');

const PAGES: Record<string, string> = {
  'index.html': '<h1>Home</h1>',
  'new-page/index.html': '<h1>The new page</h1>',
  'shadowed/index.html': '<h1>A page that is still here</h1>',
  'forced/index.html': '<h1>A page a forced rule hides</h1>',
  'gone.html': '<h1>This page was taken down</h1>',
  '404.html': '<h1>Not found</h1>',
  'cn/404.html': '<h1>找不到网页</h1>',
  '.hidden/secret.html': '<h1>A hidden file</h1>',
};

let dir: string;
let server: LocalServer;
const get = (rawPath: string) => request(server.origin, rawPath);

/** The address answers with this status and a page showing this text. */
async function expectPage(rawPath: string, status: number, shows: string): Promise<void> {
  const answer = await get(rawPath);
  expect(answer.status, rawPath).toBe(status);
  expect(answer.body, rawPath).toContain(shows);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'clinic-redirects-'));
  for (const [file, body] of Object.entries(PAGES)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), `<!DOCTYPE html><html><head><title>t</title></head><body>${body}</body></html>`);
  }
  await writeFile(path.join(dir, '_redirects'), renderRedirectsFile(HAND_WRITTEN));
  server = await listenLocal(createPreviewHandler(dir));
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('hand-written redirects in the preview', () => {
  it('send a renamed page’s address to the new one, with or without the slash, the query kept', async () => {
    for (const [asked, location] of [
      ['/old-page/', '/new-page/'],
      ['/old-page', '/new-page/'],
      ['/old-page/?lang=en', '/new-page/?lang=en'],
    ]) {
      const answer = await get(asked as string);
      expect([answer.status, answer.headers.location], asked).toEqual([301, location]);
    }
  });

  it('fill in the rest of the path and named segments', async () => {
    expect(await get('/blog/2024/knee-pain/')).toMatchObject({ status: 302, headers: { location: '/news/2024/knee-pain/' } });
    expect(await get('/team/dr-tan')).toMatchObject({ status: 301, headers: { location: '/people/dr-tan/' } });
    expect(await get('/away/')).toMatchObject({ status: 301, headers: { location: 'https://example.org/elsewhere/' } });
  });

  it('leave a page that exists alone, unless the rule is forced', async () => {
    await expectPage('/shadowed/', 200, 'A page that is still here');
    expect(await get('/forced/')).toMatchObject({ status: 301, headers: { location: '/new-page/' } });
  });

  it('serve a 200 rule’s target in place, and a status rule’s page with its status', async () => {
    await expectPage('/app/settings/', 200, 'The new page');
    await expectPage('/gone/', 410, 'This page was taken down');
  });

  it('never serve a file outside the folder, whatever a rule says', async () => {
    const answer = await get('/escape/');
    expect(answer.status).toBe(400);
  });

  it('never send a visitor to another host: a splat with a control character or a backslash is a bad request', async () => {
    // Browsers drop tabs and newlines from a URL and read \\ as /: each of these would be //evil.example/x.
    for (const asked of ['/go/%09/evil.example/x', '/go/%0A/evil.example/x', '/go/%5C/evil.example/x', '/go/%5Cevil.example/x']) {
      const answer = await get(asked);
      expect([answer.status, answer.headers.location], asked).toEqual([400, undefined]);
    }
    expect(await get('/go/about-us/')).toMatchObject({ status: 301, headers: { location: '/about-us/' } });
  });

  it('answer a splat in any script, percent-encoded in the Location', async () => {
    expect(await get('/go/%E3%80%82x')).toMatchObject({ status: 301, headers: { location: '/%E3%80%82x' } });
    expect(await get('/go/caf%C3%A9/?q=1')).toMatchObject({ status: 301, headers: { location: '/caf%C3%A9/?q=1' } });
    expect(await get('/go/100%25/')).toMatchObject({ status: 301, headers: { location: '/100%25/' } });
  });

  it('never serve the host’s files or a hidden file through a rewrite', async () => {
    await writeFile(path.join(dir, '_headers'), '/*\n  X-Frame-Options: DENY\n');
    for (const asked of ['/p/_headers', '/p/_redirects', '/p/.hidden/secret.html', '/.hidden/secret.html']) {
      const answer = await get(asked);
      expect(answer.status, asked).toBe(404);
      expect(answer.body, asked).not.toContain('X-Frame-Options');
      expect(answer.body, asked).not.toContain('/go/*');
      expect(answer.body, asked).not.toContain('A hidden file');
    }
    await expectPage('/p/new-page/', 200, 'The new page');
  });

  it('then answer every other path with its locale’s not-found page, as the build’s own rules say', async () => {
    await expectPage('/no-such-page/', 404, 'Not found');
    await expectPage('/cn/no-such-page/', 404, '找不到网页');
    expect((await get('/new-page/')).status).toBe(200);
  });
});
