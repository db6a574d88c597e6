import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { formatJsBudget, GZIP_LEVEL, measureJsBudget } from '../../scripts/lib/checks/js-budget.ts';
import type { BundleMap } from '../../src/generator/assets/browser-bundle.ts';

/** A dist/ in miniature: an entry with a shared chunk, three islands (two idle, one started by interaction) and React. */
const FILES: Record<string, string> = {
  '/assets/main.js': 'import"./shared.js";'.padEnd(1200, 'm'),
  '/assets/shared.js': 's'.repeat(300),
  '/assets/menu.js': 'import"./react.js";import"./shared.js";'.padEnd(900, 'n'),
  '/assets/wa.js': 'import"./react.js";'.padEnd(700, 'w'),
  '/assets/react.js': Array.from({ length: 4000 }, (_, i) => `r${i % 97}`).join(';'),
  '/assets/form.js': 'import"./react.js";import"./form-lib.js";'.padEnd(2500, 'f'),
  '/assets/form-lib.js': 'l'.repeat(800),
  '/assets/router.js': 'import"./shared.js";'.padEnd(1500, 'o'),
};
const MANIFEST: BundleMap = {
  entry: '/assets/main.js',
  islands: { menu: '/assets/menu.js', whatsapp: '/assets/wa.js', enquiry: '/assets/form.js' },
  imports: {
    '/assets/main.js': ['/assets/shared.js'],
    '/assets/shared.js': [],
    '/assets/menu.js': ['/assets/react.js', '/assets/shared.js'],
    '/assets/wa.js': ['/assets/react.js'],
    '/assets/react.js': [],
    '/assets/form.js': ['/assets/react.js', '/assets/form-lib.js'],
    '/assets/form-lib.js': [],
    '/assets/router.js': ['/assets/shared.js'],
  },
  dynamicImports: {
    // The entry's island registry names every island; the router loads when the visitor follows a link.
    '/assets/main.js': ['/assets/menu.js', '/assets/wa.js', '/assets/form.js', '/assets/router.js'],
  },
  parts: { 'page-change': '/assets/router.js' },
};
const INLINE = 'document.documentElement.dataset.js="1"';
const PAGE =
  '<!DOCTYPE html><html><head><script type="module" src="/assets/main.js"></script><script type="application/ld+json">{"@context":"https://schema.org"}</script>' +
  `<script>${INLINE}</script></head><body>` +
  '<div class="island" data-island="menu" data-island-prefix="menu-" data-load="idle" data-props="{&quot;a&quot;:&quot;&gt;&quot;}"></div>' +
  '<div class="island" data-island="enquiry" data-load="interaction" data-props="{}"></div>' +
  '<div class="island" data-island="whatsapp" data-load="idle" data-props="{}"></div></body></html>';

let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'js-budget-'));
  await mkdir(path.join(dist, 'assets'));
  await mkdir(path.join(dist, '_build'));
  await mkdir(path.join(dist, 'about-us'));
  for (const [file, text] of Object.entries(FILES)) await writeFile(path.join(dist, file), text);
  await writeFile(path.join(dist, '_build/bundles.json'), JSON.stringify(MANIFEST));
  await writeFile(path.join(dist, 'about-us/index.html'), PAGE);
  await writeFile(
    path.join(dist, '404.html'),
    '<!DOCTYPE html><html><body><script type="module" src="/assets/main.js"></script></body></html>',
  );
});

afterAll(() => rm(dist, { recursive: true, force: true }));

const size = (...files: string[]) => ({
  raw: files.reduce((sum, f) => sum + Buffer.byteLength(FILES[f] ?? ''), Buffer.byteLength(INLINE)),
  gzip: files.reduce(
    (sum, f) => sum + gzipSync(FILES[f] ?? '', { level: GZIP_LEVEL }).length,
    gzipSync(INLINE, { level: GZIP_LEVEL }).length,
  ),
});

describe('measureJsBudget', () => {
  it('splits a page into before load, after idle, and all it can load, each file counted once', async () => {
    const report = await measureJsBudget(dist);
    const page = report.pages.find((p) => p.page === '/about-us/');
    expect(page?.files).toEqual({
      beforeLoad: ['/assets/main.js', '/assets/shared.js'],
      afterIdle: ['/assets/main.js', '/assets/menu.js', '/assets/react.js', '/assets/shared.js', '/assets/wa.js'],
      worstCase: [
        '/assets/form-lib.js',
        '/assets/form.js',
        '/assets/main.js',
        '/assets/menu.js',
        '/assets/react.js',
        '/assets/router.js',
        '/assets/shared.js',
        '/assets/wa.js',
      ],
    });
    expect(page?.beforeLoad).toEqual(size('/assets/main.js', '/assets/shared.js'));
    expect(page?.afterIdle).toEqual(size('/assets/main.js', '/assets/shared.js', '/assets/menu.js', '/assets/wa.js', '/assets/react.js'));
    expect(page?.worstCase.raw).toBe(size(...Object.keys(FILES)).raw);
  });

  it('lists every HTML file, error pages included, and reports the largest page', async () => {
    const report = await measureJsBudget(dist);
    expect(report.pages.map((p) => p.page)).toEqual(['/404.html', '/about-us/']);
    // No island on the error page: its worst case is the router, never another page's islands.
    const errorPage = report.pages[0];
    expect(errorPage?.afterIdle.raw).toBe(1200 + 300);
    expect(errorPage?.files.worstCase).toEqual(['/assets/main.js', '/assets/router.js', '/assets/shared.js']);
    expect(report.max.afterIdle).toEqual(report.pages[1]?.afterIdle);
    expect(formatJsBudget(report).split('\n')).toHaveLength(4);
  });

  it('counts the page-change code on a not-found page, which loads it by itself to show the address asked for', async () => {
    await writeFile(
      path.join(dist, 'not-found.html'),
      '<!DOCTYPE html><html data-page="error-404___en"><body><script type="module" src="/assets/main.js"></script></body></html>',
    );
    const page = (await measureJsBudget(dist)).pages.find((p) => p.page === '/not-found.html');
    await rm(path.join(dist, 'not-found.html'));
    expect(page?.files.afterIdle).toEqual(['/assets/main.js', '/assets/router.js', '/assets/shared.js']);
    expect(page?.files.beforeLoad).toEqual(['/assets/main.js', '/assets/shared.js']);
  });

  it('names the page whose island the bundle map does not know', async () => {
    await writeFile(path.join(dist, 'stray.html'), '<div data-island="carousel" data-load="idle"></div>');
    await expect(measureJsBudget(dist)).rejects.toThrow('stray.html: island "carousel" is not in _build/bundles.json');
    await rm(path.join(dist, 'stray.html'));
  });
});
