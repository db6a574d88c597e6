import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from '../../src/generator/build.ts';
import { parseHeadersFile } from '../../src/generator/host/host-config.ts';
import { formatPolicy, intersectPolicies, parsePolicy, unionPolicy } from '../../src/generator/host/policy-union.ts';
import { createPreviewHandler } from '../../scripts/lib/serve/preview-handler.ts';
import { listenLocal, type LocalServer } from '../../scripts/lib/serve/listen.ts';
import { ROOT } from '../helpers/project.ts';
import { request, type RawResponse } from '../helpers/http.ts';

let tmp: string;
let outDir: string;
let server: LocalServer;
let css: string;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'clinic-preview-'));
  outDir = path.join(tmp, 'dist');
  await build({ root: ROOT, outDir, env: { SITE_URL: 'https://clinic.test', FORM_SERVICE_URL: 'https://forms.test', GTM_ID: '' } });
  css = (await readdir(path.join(outDir, 'assets'))).find((f) => f.endsWith('.css')) ?? '';
  server = await listenLocal(createPreviewHandler(outDir));
});

afterAll(async () => {
  await server?.close();
  await rm(tmp, { recursive: true, force: true });
});

const get = (rawPath: string, options?: Parameters<typeof request>[2]) => request(server.origin, rawPath, options);

/** The policies of a Content-Security-Policy header whose values a host joined, and what a browser enforces of them. */
function policiesOf(response: RawResponse): { values: string[]; enforced: string } {
  const values = String(response.headers['content-security-policy']).split(', ');
  return { values, enforced: formatPolicy(intersectPolicies(values.map(parsePolicy))) };
}

/** The Content-Security-Policy of a `_headers` rule of the built site. */
async function rulePolicy(pattern: string): Promise<string> {
  const rules = parseHeadersFile(await readFile(path.join(outDir, '_headers'), 'utf8'));
  const rule = rules.find((r) => r.pattern === pattern);
  return rule?.headers.find(([name]) => name === 'Content-Security-Policy')?.[1] ?? `(no policy on ${pattern})`;
}

/** A path of the site: its own strict policy and the catch-all of `/*`, joined, which together enforce the strict one. */
function expectSecurityHeaders(response: RawResponse) {
  const { values, enforced } = policiesOf(response);
  expect(values).toHaveLength(2);
  expectStrictPolicy(enforced);
  expect(enforced).toContain("frame-ancestors 'none'");
  expectOtherSecurityHeaders(response);
}

/**
 * An address under no entry of the output (`/no-such-page/`): only the catch-all `/*` rule of `_headers` names it,
 * so the answer carries the catch-all policy alone (the union of the site's policies: still no inline script, no
 * plugin, no framing), and the not-found page shown there carries the strict policy in its own meta tag too.
 */
async function expectUnlistedPathHeaders(response: RawResponse) {
  expect(response.headers['content-security-policy']).toBe(await rulePolicy('/*'));
  const catchAll = parsePolicy(String(response.headers['content-security-policy']));
  expect(catchAll.get('script-src')?.filter((source) => source.includes('unsafe'))).toEqual(["'wasm-unsafe-eval'"]);
  expect(catchAll.get('object-src')).toEqual([]);
  expect(catchAll.get('frame-ancestors')).toEqual([]);
  expect(catchAll.get('base-uri')).toEqual(["'self'"]);
  expect(catchAll.get('form-action')).toEqual(["'self'", 'https://forms.test']);
  expectOtherSecurityHeaders(response);
  if (String(response.headers['content-type']).startsWith('text/html')) {
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(response.body)?.[1] ?? '';
    expectStrictPolicy(meta.replaceAll('&#x27;', "'"));
  }
}

function expectStrictPolicy(csp: string) {
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('wasm-unsafe-eval');
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).toContain("connect-src 'self' https://forms.test");
  expect(csp).toContain("form-action 'self' https://forms.test");
}

function expectOtherSecurityHeaders(response: RawResponse) {
  const h = response.headers;
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
    expectUnlistedPathHeaders(en);
    // Under a folder of the site, the header is there too.
    expectSecurityHeaders(await get('/blog/no-such-article/'));
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

  it('never caches a missing asset: its 404 revalidates like a page', async () => {
    const missing = await get('/assets/site-missing.css');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('serves a file a rebuild replaced while it runs whole, at its new length', async () => {
    const file = path.join(outDir, 'robots.txt');
    const before = await readFile(file, 'utf8');
    expect((await get('/robots.txt')).body).toBe(before);
    const after = `${before}# written by a later build, longer than the first\n`;
    await writeFile(`${file}.next`, after);
    await rename(`${file}.next`, file);
    const answer = await get('/robots.txt');
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(after)));
    expect(answer.body).toBe(after);
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
    for (const raw of [
      '/../package.json',
      '/%2e%2e/package.json',
      '/..%2fpackage.json',
      '/assets/%2E%2E%2F%2E%2E%2Fpackage.json',
      '/about-us/..%5c..%5cpackage.json',
      '/%00',
      '/%E0%A4%A',
      '/%',
      '//example.com/',
    ]) {
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

describe('range requests', () => {
  let robots: string;
  let size: number;
  let lastModified: string;

  beforeAll(async () => {
    robots = await readFile(path.join(outDir, 'robots.txt'), 'utf8');
    size = Buffer.byteLength(robots);
    const whole = await get('/robots.txt');
    lastModified = String(whole.headers['last-modified']);
  });

  const ranged = (range: string, headers: Record<string, string> = {}, method = 'GET') =>
    get('/robots.txt', { method, headers: { Range: range, ...headers } });

  function expectWhole(response: RawResponse, range: string) {
    expect(response.status, range).toBe(200);
    expect(response.body, range).toBe(robots);
    expect(response.headers['content-length'], range).toBe(String(size));
    expect(response.headers['content-range'], range).toBeUndefined();
  }

  function expectPart(response: RawResponse, start: number, end: number) {
    expect(response.status).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
    expect(response.headers['content-length']).toBe(String(end - start + 1));
    expect(response.headers['content-type']).toBe('text/plain');
    expect(response.body).toBe(robots.slice(start, end + 1));
  }

  it('uses a file with room for every case', () => {
    expect(size).toBeGreaterThan(20);
    expect(robots).toMatch(/^[\x20-\x7e\n]+$/); // one byte per character, so string slices are byte slices
  });

  it('serves one part with a 206: a first and last position, the first byte only, a suffix, a last position past the end', async () => {
    expectPart(await ranged('bytes=2-9'), 2, 9);
    expectPart(await ranged('bytes=0-0'), 0, 0);
    expectPart(await ranged('bytes=-10'), size - 10, size - 1);
    expectPart(await ranged(`bytes=${size - 3}-`), size - 3, size - 1);
    expectPart(await ranged(`bytes=${size - 3}-${size + 1000}`), size - 3, size - 1);
    expectPart(await ranged(`bytes=-${size + 50}`), 0, size - 1);
    // The unit and the spaces around the range are read as RFC 9110 allows.
    expectPart(await ranged('Bytes= 4-6 '), 4, 6);
  });

  it('answers a range past the end with a 416 naming the size, and the headers of any answer', async () => {
    for (const range of [`bytes=${size}-`, `bytes=${size + 100}-${size + 200}`, 'bytes=-0']) {
      const response = await ranged(range);
      expect(response.status, range).toBe(416);
      expect(response.headers['content-range'], range).toBe(`bytes */${size}`);
      expectSecurityHeaders(response);
    }
  });

  it('ignores an invalid range (5-1), several ranges and garbage, and serves the whole file with a 200', async () => {
    for (const range of [
      'bytes=5-1',
      'bytes=0-1,4-5',
      'bytes=0-1, -3',
      'bytes=abc',
      'bytes=-',
      'bytes=',
      'bytes=1-2-3',
      'bytes=--5',
      'bytes=+1-2',
      'bytes=1.5-2',
      'items=0-5',
      '0-5',
      'bytes 0-5',
    ]) {
      expectWhole(await ranged(range), range);
    }
  });

  it('serves a part of a page with its type, and HEAD without a body', async () => {
    const page = await get('/about-us/', { headers: { Range: 'bytes=0-14' } });
    expect(page.status).toBe(206);
    expect(page.body).toBe('<!DOCTYPE html>');
    expect(page.headers['content-type']).toBe('text/html;charset=utf-8');
    expectSecurityHeaders(page);
    const head = await ranged('bytes=0-4', {}, 'HEAD');
    expect(head.status).toBe(206);
    expect(head.headers['content-length']).toBe('5');
    expect(head.body).toBe('');
  });

  it('honours If-Range only when it is the file’s Last-Modified, and answers If-None-Match before any range', async () => {
    expectPart(await ranged('bytes=0-3', { 'If-Range': lastModified }), 0, 3);
    expectWhole(await ranged('bytes=0-3', { 'If-Range': 'Mon, 01 Jan 2001 00:00:00 GMT' }), 'stale date');
    // Our ETags are weak, and If-Range compares strongly: an entity tag never matches.
    const etag = String((await get('/robots.txt')).headers.etag);
    expect(etag).toMatch(/^W\//);
    expectWhole(await ranged('bytes=0-3', { 'If-Range': etag }), 'weak etag');
    const notModified = await ranged('bytes=0-3', { 'If-None-Match': etag });
    expect(notModified.status).toBe(304);
  });

  it('announces range support on files and leaves a missing file a 404', async () => {
    expect((await get('/robots.txt')).headers['accept-ranges']).toBe('bytes');
    const missing = await get('/no-such-file.txt', { headers: { Range: 'bytes=0-3' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Oh, no, page does not exist!');
  });
});

describe('compression, as hosts send text', () => {
  const gzipped = (sitePath: string, headers: Record<string, string> = {}) =>
    fetch(`${server.origin}${sitePath}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br', ...headers } });

  it('gzips pages and the stylesheet for a client that accepts it, with the same text', async () => {
    for (const [sitePath, file] of [
      ['/about-us/', 'about-us/index.html'],
      [`/assets/${css}`, `assets/${css}`],
    ] as const) {
      const response = await gzipped(sitePath);
      expect(response.status, sitePath).toBe(200);
      expect(response.headers.get('content-encoding'), sitePath).toBe('gzip');
      expect(response.headers.get('vary'), sitePath).toBe('Accept-Encoding');
      expect(await response.text(), sitePath).toBe(await readFile(path.join(outDir, file), 'utf8'));
    }
    const page = await gzipped('/about-us/');
    expect(page.headers.get('content-type')).toBe('text/html;charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(Number(page.headers.get('content-length'))).toBeLessThan((await readFile(path.join(outDir, 'about-us/index.html'))).length / 3);
  });

  it('answers a repeated request with a 304 of its own version, and sends pictures, ranges and other clients the file as it is', async () => {
    const first = await gzipped('/about-us/');
    const again = await gzipped('/about-us/', { 'If-None-Match': first.headers.get('etag') ?? '' });
    expect(again.status).toBe(304);
    const plain = await get('/about-us/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).not.toBe(first.headers.get('etag'));
    const picture = await gzipped('/images/social/default.png');
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-encoding')).toBeNull();
    const part = await get('/robots.txt', { headers: { Range: 'bytes=0-3', 'Accept-Encoding': 'gzip' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.body).toHaveLength(4);
  });
});

describe('answers of every status', () => {
  it('carry the security headers of _headers: 200, 206, 301, 304, 400, 404, 405, 416', async () => {
    const page = await get('/');
    // `listed`: under an entry of the output, which _headers gives the Content-Security-Policy header.
    const answers: Array<[number, RawResponse, 'listed' | 'unlisted']> = [
      [200, page, 'listed'],
      [206, await get('/robots.txt', { headers: { Range: 'bytes=0-1' } }), 'listed'],
      [301, await get('/about-us'), 'listed'],
      [301, await get('/.//about-us'), 'listed'],
      [304, await get('/', { headers: { 'If-None-Match': String(page.headers.etag) } }), 'listed'],
      // An address that cannot be read gets the root's headers.
      [400, await get('/%'), 'listed'],
      [400, await get('/../package.json'), 'listed'],
      [404, await get('/no-such-page/'), 'unlisted'],
      [404, await get('/blog/no-such-article/'), 'listed'],
      [404, await get('/_headers'), 'unlisted'],
      [405, await get('/', { method: 'POST' }), 'listed'],
      [405, await get('/no-such-page/', { method: 'DELETE' }), 'unlisted'],
      [416, await get('/robots.txt', { headers: { Range: 'bytes=99999-' } }), 'listed'],
    ];
    for (const [status, response, scope] of answers) {
      expect(response.status).toBe(status);
      if (scope === 'listed') expectSecurityHeaders(response);
      else await expectUnlistedPathHeaders(response);
      expect(response.headers['cache-control'], String(status)).toBeDefined();
    }
  });

  it('give the search pages and the search code their own policy, which alone allows WebAssembly', async () => {
    const search = await rulePolicy('/search/*');
    expect(search).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(search).toContain("frame-ancestors 'none'");
    for (const sitePath of ['/search/', '/cn/search/', '/bh/search/', '/pagefind/pagefind.js']) {
      const response = await get(sitePath);
      expect(response.status, sitePath).toBe(200);
      // Their own policy joined to the catch-all, as hosts join a header two rules set: together, exactly their own.
      const { values, enforced } = policiesOf(response);
      expect(values, sitePath).toEqual([search, await rulePolicy('/*')]);
      expect(enforced, sitePath).toBe(formatPolicy(parsePolicy(search)));
      expectOtherSecurityHeaders(response);
    }
  });

  it('give every path the catch-all of /*, the union of the strict, search and editor policies', async () => {
    const own = await Promise.all(['/', '/search/*', '/admin/*'].map(rulePolicy));
    expect(own.filter((policy) => policy.startsWith('(no policy'))).toEqual([]);
    expect(await rulePolicy('/*')).toBe(formatPolicy(unionPolicy(own.map(parsePolicy))));
    const editor = policiesOf(await get('/admin/'));
    expect(editor.values).toEqual([own[2], await rulePolicy('/*')]);
    expect(editor.enforced).toBe(formatPolicy(parsePolicy(own[2] ?? '')));
  });
});

describe('repeated slashes', () => {
  it('redirect to the path with single slashes, in one step, the query kept', async () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ['/.//about-us', '/about-us/'],
      ['/about-us//', '/about-us/'],
      ['/cn//about-us?a=1', '/cn/about-us/?a=1'],
      ['/./././/blog///', '/blog/'],
      [`/assets//${css}`, `/assets/${css}`],
      ['/.//no-such-page/', '/no-such-page/'],
    ];
    for (const [raw, location] of cases) {
      const response = await get(raw);
      expect(response.status, raw).toBe(301);
      expect(response.headers.location, raw).toBe(location);
    }
  });

  it('never write a Location another host could be read from', async () => {
    for (const raw of [
      '/.//about-us',
      '/.//evil.example/',
      '/.///evil.example',
      '/./%2F/about-us',
      '/%2F%2Fevil.example',
      '/.//evil.example?x',
      '/./\\evil.example',
      '/.%2F/evil.example',
    ]) {
      const response = await get(raw);
      const location = response.headers.location;
      if (location === undefined) continue;
      expect(location, raw).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, 'http://clinic.test').host, raw).toBe('clinic.test');
    }
    // A path that starts with two slashes is refused outright, as before.
    expect((await get('//evil.example/')).status).toBe(400);
  });
});
