/**
 * How much JavaScript each built page loads, read from dist/ without a browser: the page's own scripts and what
 * they import statically load before the load event; the islands whose strategy is `load` or `idle` load after
 * it without any interaction. The worst case adds what loads only on demand: `interaction` islands (a form or
 * a search box the visitor starts using) and the code the scripts import() when the visitor acts (the
 * page-change runtime, a form's optional steps). Sizes are per file, raw and gzip at zlib's default level, the
 * one hosts and proxies use when they compress on the fly. The bundle map comes from `_build/bundles.json`
 * (src/generator/assets/browser-bundle.ts). tests/e2e/js-budget.test.ts checks in Chromium that `afterIdle` is what
 * a page really loads in the 10 s after its load event.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BundleMap } from '../../../src/generator/assets/browser-bundle.ts';
import { ANALYTICS_SETTINGS_ID } from '../../../src/site/analytics.ts';

/** zlib's default: what nginx, Netlify or Cloudflare send is no smaller (level 9 saves under 0.5% more). */
export const GZIP_LEVEL = 6;

export interface Size {
  readonly raw: number;
  readonly gzip: number;
}

export interface PageJs {
  /** Site path of the HTML file, e.g. /about-us/ or /404.html. */
  readonly page: string;
  /** Scripts of the page itself and their static imports, inline scripts included. */
  readonly beforeLoad: Size;
  /** beforeLoad plus the `load` and `idle` islands and what the runtime loads by itself: everything after 10 s without interaction. */
  readonly afterIdle: Size;
  /** afterIdle plus the `interaction` islands and code loaded on demand: everything the page can load. */
  readonly worstCase: Size;
  readonly files: { readonly beforeLoad: readonly string[]; readonly afterIdle: readonly string[]; readonly worstCase: readonly string[] };
}

export interface JsBudgetReport {
  readonly pages: readonly PageJs[];
  /** The largest value of each measure over all pages. */
  readonly max: { readonly beforeLoad: Size; readonly afterIdle: Size; readonly worstCase: Size };
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const ISLAND = /<[a-z]+\b[^>]*\bdata-island="([^"]+)"[^>]*>/gi;
const EAGER = new Set(['load', 'idle']);
const NOT_FOUND_PAGE = /<html\b[^>]*\bdata-page="error-404___/i;
const attr = (tag: string, name: string) => tag.match(new RegExp(`\\b${name}="([^"]*)"`, 'i'))?.[1];

export async function measureJsBudget(distDir: string): Promise<JsBudgetReport> {
  const manifest = JSON.parse(await readFile(path.join(distDir, '_build/bundles.json'), 'utf8')) as BundleMap;
  const sizes = new Map<string, Size>();
  const sizeOf = async (file: string): Promise<Size> => {
    let size = sizes.get(file);
    if (!size) {
      const contents = await readFile(path.join(distDir, file));
      size = { raw: contents.length, gzip: gzipSync(contents, { level: GZIP_LEVEL }).length };
      sizes.set(file, size);
    }
    return size;
  };
  const islandFiles = new Set(Object.values(manifest.islands));
  /** The files `starts` load; with `onDemand`, also what they import() later, except islands not on the page. */
  const closure = (starts: Iterable<string>, onDemand = false): Set<string> => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const next of manifest.imports[file] ?? []) visit(next);
      if (onDemand) for (const next of manifest.dynamicImports[file] ?? []) if (!islandFiles.has(next)) visit(next);
    };
    for (const file of starts) visit(file);
    return seen;
  };
  const total = async (files: Iterable<string>, inline: Size): Promise<Size> => {
    let raw = inline.raw;
    let gzip = inline.gzip;
    for (const file of files) {
      const size = await sizeOf(file);
      raw += size.raw;
      gzip += size.gzip;
    }
    return { raw, gzip };
  };

  const pages: PageJs[] = [];
  for (const file of await htmlFiles(distDir)) {
    const html = await readFile(path.join(distDir, file), 'utf8');
    const own: string[] = [];
    let inlineCode = '';
    for (const [, attrs = '', body = ''] of html.matchAll(SCRIPT)) {
      const src = attr(attrs, 'src');
      // Any script of the site's own, wherever it lives (the content editor's is under /admin/assets/).
      if (src?.startsWith('/') && !src.startsWith('//')) own.push(src);
      else if (!src && !/type="application\/(ld\+)?json"/i.test(attrs)) inlineCode += body;
    }
    const inline = inlineCode
      ? { raw: Buffer.byteLength(inlineCode), gzip: gzipSync(inlineCode, { level: GZIP_LEVEL }).length }
      : { raw: 0, gzip: 0 };
    const byStrategy = { eager: [] as string[], onDemand: [] as string[] };
    for (const [tag, name = ''] of html.matchAll(ISLAND)) {
      const entry = manifest.islands[name];
      if (!entry) throw new Error(`${file}: island "${name}" is not in _build/bundles.json`);
      // `load` and `idle` start without the visitor (src/islands/hydrate.ts); any other strategy waits for them.
      (EAGER.has(attr(tag, 'data-load') ?? 'idle') ? byStrategy.eager : byStrategy.onDemand).push(entry);
    }
    // What the runtime (src/client/startup/start.ts) loads by itself after starting: the not-found page fills in
    // the address it was asked for with the page-change code; analytics start when the page carries settings.
    // (A dist built before the bundle map named the parts has none to add.)
    const parts: Partial<BundleMap['parts']> = manifest.parts ?? {};
    const runtime = [
      ...(NOT_FOUND_PAGE.test(html) ? [parts['page-change']] : []),
      ...(html.includes(`id="${ANALYTICS_SETTINGS_ID}"`) ? [parts.analytics] : []),
    ].filter((part): part is string => !!part);
    byStrategy.eager.push(...runtime);
    const before = closure(own);
    const idle = closure([...own, ...byStrategy.eager]);
    const worst = closure([...own, ...byStrategy.eager, ...byStrategy.onDemand], true);
    pages.push({
      page: `/${file.replace(/index\.html$/, '')}`,
      beforeLoad: await total(before, inline),
      afterIdle: await total(idle, inline),
      worstCase: await total(worst, inline),
      files: { beforeLoad: [...before].sort(), afterIdle: [...idle].sort(), worstCase: [...worst].sort() },
    });
  }
  const largest = (pick: (p: PageJs) => Size): Size => ({
    raw: Math.max(0, ...pages.map((p) => pick(p).raw)),
    gzip: Math.max(0, ...pages.map((p) => pick(p).gzip)),
  });
  return {
    pages,
    max: { beforeLoad: largest((p) => p.beforeLoad), afterIdle: largest((p) => p.afterIdle), worstCase: largest((p) => p.worstCase) },
  };
}

async function htmlFiles(distDir: string): Promise<string[]> {
  const all = await readdir(distDir, { recursive: true });
  return all
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.endsWith('.html'))
    .sort();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A plain-text table: one row per page, raw / gzip for each measure. */
export function formatJsBudget(report: JsBudgetReport): string {
  const cell = (s: Size) => `${kb(s.raw)} / ${kb(s.gzip)}`.padEnd(22);
  const rows = report.pages.map((p) => `${p.page.padEnd(72)} ${cell(p.beforeLoad)} ${cell(p.afterIdle)} ${cell(p.worstCase)}`);
  const head = `${'page'.padEnd(72)} ${'before load raw/gzip'.padEnd(22)} ${'after 10 s idle'.padEnd(22)} ${'all it can load'.padEnd(22)}`;
  const max = `${'largest'.padEnd(72)} ${cell(report.max.beforeLoad)} ${cell(report.max.afterIdle)} ${cell(report.max.worstCase)}`;
  return [head, ...rows, max].join('\n');
}
