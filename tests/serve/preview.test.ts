import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from '../../src/build/build.ts';
import { createPreviewHandler } from '../../scripts/lib/preview-handler.ts';
import { listenLocal, type LocalServer } from '../../scripts/lib/listen.ts';
import { ROOT } from '../helpers/project.ts';
import { request, type RawResponse } from '../helpers/http.ts';

let tmp: string;
let server: LocalServer;
let css: string;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'clinic-preview-'));
  const outDir = path.join(tmp, 'dist');
  await build({ root: ROOT, outDir, env: { SITE_URL: 'https://clinic.test', FORM_SERVICE_URL: 'https://forms.test', GTM_ID: '' } });
  css = (await readdir(path.join(outDir, 'assets'))).find((f) => f.endsWith('.css')) ?? '';
  server = await listenLocal(createPreviewHandler(outDir));
});

afterAll(async () => {
  await server?.close();
  await rm(tmp, { recursive: true, force: true });
});

const get = (rawPath: string, options?: Parameters<typeof request>[2]) => request(server.origin, rawPath, options);

function expectSecurityHeaders(response: RawResponse) {
  const h = response.headers;
  const csp = String(h['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).toContain("connect-src 'self' https://forms.test");
  expect(csp).toContain("form-action 'self' https://forms.test");
  expect(h['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy']).toContain('camera=()');
  expect(h['permissions-policy']).toContain('geolocation=()');
}

describe('the preview server over HTTP', () => {
  it('redirects a path without its trailing slash with a 301, keeping the query', async () => {
    const plain = await get('/about-us');
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe('/about-us/');
    const withQuery = await get('/cn/about-us?utm_source=x&a=1');
    expect(withQuery.status).toBe(301);
    expect(withQuery.headers.location).toBe('/cn/about-us/?utm_source=x&a=1');
    const article = await get('/blog/common-causes-of-knee-pain');
    expect(article.headers.location).toBe('/blog/common-causes-of-knee-pain/');
    expectSecurityHeaders(withQuery);
  });

  it('serves pages, with the slash, as HTML with status 200', async () => {
    const page = await get('/cn/about-us/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html;charset=utf-8');
    expect(page.body).toContain('<html lang="zh-Hans-SG"');
  });

  it('answers an unknown path with the 404 page and status 404, the locale’s own under /cn/ and /bh/', async () => {
    const en = await get('/no-such-page/');
    expect(en.status).toBe(404);
    expect(en.body).toContain('<html lang="en-SG"');
    expect(en.body).toContain('Oh, no, page does not exist!');
    expectSecurityHeaders(en);
    const cn = await get('/cn/no-such-page/');
    expect(cn.status).toBe(404);
    expect(cn.body).toContain('<html lang="zh-Hans-SG"');
    expect(cn.body).toContain('data-page="error-404___cn"');
    const bh = await get('/bh/missing.png');
    expect(bh.status).toBe(404);
    expect(bh.body).toContain('<html lang="ms-SG"');
    expect((await get('/favicon.svg/')).status).toBe(404);
  });

  it('caches hashed assets for a year and revalidates pages, payloads and the release file', async () => {
    expect(css).toMatch(/^site-[a-z0-9]+\.css$/);
    const asset = await get(`/assets/${css}`);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const file of ['/', '/about-us/', '/about-us/_payload.json', '/sitemap.xml', '/_locales/cn.json', '/images/logo.svg']) {
      const response = await get(file);
      expect(response.status, file).toBe(200);
      expect(response.headers['cache-control'], file).toBe('public, max-age=0, must-revalidate');
    }
    const latest = await get('/_build/latest.json');
    expect(latest.status).toBe(200);
    expect(latest.headers['cache-control']).toBe('no-cache');
  });

  it('sends every security header on pages, assets and revalidated (304) responses', async () => {
    const page = await get('/');
    expectSecurityHeaders(page);
    expectSecurityHeaders(await get(`/assets/${css}`));
    const etag = String(page.headers.etag);
    const notModified = await get('/', { headers: { 'If-None-Match': etag } });
    expect(notModified.status).toBe(304);
    expectSecurityHeaders(notModified);
  });

  it('refuses traversal, plain or encoded, and malformed URLs with a 400 and keeps serving', async () => {
    for (const raw of ['/../package.json', '/%2e%2e/package.json', '/..%2fpackage.json', '/assets/%2E%2E%2F%2E%2E%2Fpackage.json', '/about-us/..%5c..%5cpackage.json', '/%00', '/%E0%A4%A', '/%', '//example.com/']) {
      const response = await get(raw);
      expect(response.status, raw).toBe(400);
      expect(response.body, raw).toBe('Bad request');
    }
    expect((await get('/')).status).toBe(200);
  });

  it('serves neither the host config files nor other methods than GET and HEAD', async () => {
    expect((await get('/_headers')).status).toBe(404);
    expect((await get('/_redirects')).status).toBe(404);
    expect((await get('/.nojekyll')).status).toBe(404);
    const post = await get('/contact-us/', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    const head = await get('/contact-us/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });
});
