/**
 * How much JavaScript each built page loads, read from dist/ without a browser: the page's own scripts and what
 * they import statically load before the load event; the islands whose strategy is `load` or `idle` load after
 * it without any interaction. The worst case adds what loads only on demand: `visible` islands (scrolled to, or
 * shown in a sidebar) and the code the scripts import() when the visitor acts (the page-change runtime).
 * Sizes are per file, raw and gzip (level 9), as a host would send them. The bundle map comes from
 * `_build/bundles.json` (src/generator/browser-bundle.ts).
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BundleMap } from '../../src/generator/browser-bundle.ts';

export interface Size {
  readonly raw: number;
  readonly gzip: number;
}

export interface PageJs {
  /** Site path of the HTML file, e.g. /about-us/ or /404.html. */
  readonly page: string;
  /** Scripts of the page itself and their static imports, inline scripts included. */
  readonly beforeLoad: Size;
  /** beforeLoad plus the `load` and `idle` islands: everything after 10 s without interaction. */
  readonly afterIdle: Size;
  /** afterIdle plus the `visible` islands and code loaded on demand: everything the page can load. */
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
const attr = (tag: string, name: string) => tag.match(new RegExp(`\\b${name}="([^"]*)"`, 'i'))?.[1];

export async function measureJsBudget(distDir: string): Promise<JsBudgetReport> {
  const manifest = JSON.parse(await readFile(path.join(distDir, '_build/bundles.json'), 'utf8')) as BundleMap;
  const sizes = new Map<string, Size>();
  const sizeOf = async (file: string): Promise<Size> => {
    let size = sizes.get(file);
    if (!size) {
      const contents = await readFile(path.join(distDir, file));
      size = { raw: contents.length, gzip: gzipSync(contents, { level: 9 }).length };
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
      if (src?.startsWith('/assets/')) own.push(src);
      else if (!src && !/type="application\/(ld\+)?json"/i.test(attrs)) inlineCode += body;
    }
    const inline = inlineCode
      ? { raw: Buffer.byteLength(inlineCode), gzip: gzipSync(inlineCode, { level: 9 }).length }
      : { raw: 0, gzip: 0 };
    const byStrategy = { eager: [] as string[], visible: [] as string[] };
    for (const [tag, name = ''] of html.matchAll(ISLAND)) {
      const entry = manifest.islands[name];
      if (!entry) throw new Error(`${file}: island "${name}" is not in _build/bundles.json`);
      (attr(tag, 'data-load') === 'visible' ? byStrategy.visible : byStrategy.eager).push(entry);
    }
    const before = closure(own);
    const idle = closure([...own, ...byStrategy.eager]);
    const worst = closure([...own, ...byStrategy.eager, ...byStrategy.visible], true);
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
