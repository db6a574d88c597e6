/**
 * The whole build, as functions that return data and a final write: settings, catalogues, route manifest,
 * content, checks, rendering, output. Every problem found is collected and reported together, each naming its
 * file; the output folder is replaced only when there are none.
 */
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { LOCALE_CODES, type LocaleCode } from '../i18n/locales.ts';
import { createTranslator, loadCatalogues, type Catalogues, type Translator } from '../i18n/messages.ts';
import { readConfig, type SiteConfig } from '../site/config.ts';
import { clinic } from '../site/clinic.ts';
import { whatsappHref } from '../site/links.ts';
import { buildStylesheet } from './assets.ts';
import { listContentFiles, readPage, type PageSource } from './content.ts';
import { ContentIndex } from './content-index.ts';
import { readImageSizes } from './images.ts';
import { renderMarkdown, type MarkdownContext } from './markdown.ts';
import { OutputWriter } from './output.ts';
import { SiteRenderer } from './render.tsx';
import { createManifest, type RouteManifest } from './routes.ts';
import { renderRobots, renderSitemap } from './sitemap.ts';
import { mapLimit } from './concurrency.ts';
import type { FixedPage } from './pages.ts';

export interface BuildOptions {
  /** Project root: locales/, public/ and src/styles/ are read from here. */
  readonly root: string;
  readonly contentDir?: string;
  readonly outDir?: string;
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** The fixed pages; the spec's list unless a test or a fork of the site says otherwise. */
  readonly fixedPages?: readonly FixedPage[];
}

export interface BuildResult {
  readonly buildId: string;
  readonly outDir: string;
  readonly pages: number;
  readonly files: number;
  /** Milliseconds per phase, in order. */
  readonly timings: ReadonlyArray<readonly [string, number]>;
}

export class BuildError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The build failed with ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'BuildError';
  }
}

/** Problems thrown by a phase become the build's problems; anything else is a bug and is rethrown. */
function problemsOf(error: unknown): readonly string[] {
  if (error instanceof Error && 'problems' in error && Array.isArray((error as { problems: unknown }).problems)) {
    return (error as { problems: string[] }).problems;
  }
  throw error;
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const root = path.resolve(options.root);
  const contentDir = path.resolve(root, options.contentDir ?? 'content');
  const outDir = path.resolve(root, options.outDir ?? 'dist');
  const contentLabel = path.relative(root, contentDir) || '.';
  const timings: [string, number][] = [];
  let clock = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    timings.push([name, Math.round((now - clock) * 10) / 10]);
    clock = now;
  };

  const problems: string[] = [];
  let config: SiteConfig | undefined;
  let catalogues: Catalogues | undefined;
  let manifest: RouteManifest | undefined;
  try {
    config = readConfig(options.env ?? process.env);
  } catch (error) {
    problems.push(...problemsOf(error));
  }
  try {
    catalogues = await loadCatalogues(path.join(root, 'locales'));
  } catch (error) {
    problems.push(...problemsOf(error));
  }
  try {
    manifest = createManifest(await listContentFiles(contentDir), options.fixedPages);
  } catch (error) {
    problems.push(...problemsOf(error).map((p) => (p.startsWith('two routes') ? p : `${contentLabel}/${p}`)));
  }
  phase('settings, catalogues, routes');
  if (!config || !catalogues || !manifest) throw new BuildError(problems);

  const [loaded, images] = await Promise.all([
    mapLimit(manifest.routes, 64, (route) => readPage(contentDir, route, contentLabel)),
    readImageSizes(path.join(root, 'public')),
  ]);
  const pages: PageSource[] = [];
  for (const result of loaded) {
    if (result.ok) pages.push(result.page);
    else problems.push(...result.problems.map((p) => `${p.file}: ${p.message}`));
  }
  problems.push(...images.problems);
  for (const page of pages) {
    const file = `${contentLabel}/${page.route.file}`;
    for (const id of page.meta.related) if (!manifest.has(id)) problems.push(`${file}: front matter field "related" names unknown page id "${id}"`);
    if (page.meta.image && !images.sizes.has(page.meta.image.src)) {
      problems.push(`${file}: front matter field "image" points at ${page.meta.image.src}, which is not a file in public/`);
    }
  }
  phase('content');
  if (problems.length) throw new BuildError(problems);

  const translators = Object.fromEntries(LOCALE_CODES.map((code) => [code, createTranslator(code, catalogues[code])])) as Record<LocaleCode, Translator>;
  const css = await buildStylesheet(path.join(root, 'src/styles/index.css'));
  phase('assets');

  const buildId = `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  const index = new ContentIndex(manifest, pages);
  const renderer = new SiteRenderer({ manifest, index, config, translators, css: css.path, buildId, images: images.sizes });
  const markdownContexts = Object.fromEntries(LOCALE_CODES.map((code) => [code, markdownContext(code, manifest)])) as Record<LocaleCode, MarkdownContext>;

  const out = await OutputWriter.open(outDir);
  try {
    await out.copyDir(path.join(root, 'public'));
    phase('copy public');
    await out.write(css.path, css.contents);
    let files = 1;
    for (const page of pages) {
      const md = renderMarkdown(page.body, markdownContexts[page.route.locale]);
      if (md.problems.length) {
        problems.push(...md.problems.map((p) => `${contentLabel}/${page.route.file}: ${p}`));
        continue;
      }
      const rendered = renderer.renderPage(page, md.html);
      const dir = page.route.path.slice(1);
      await out.write(`${dir}index.html`, rendered.html);
      await out.write(`${dir}_payload.json`, JSON.stringify(rendered.payload));
      files += 2;
    }
    if (problems.length) throw new BuildError(problems);
    phase('render pages');

    for (const code of LOCALE_CODES) {
      const home = manifest.href('index', code).slice(1);
      for (const status of [404, 500]) await out.write(`${home}${status}.html`, renderer.renderError(status, code));
      await out.write(`_locales/${code}.json`, JSON.stringify(catalogues[code]));
      files += 3;
    }
    const timestamp = Date.now();
    const paths = manifest.routes.map((r) => r.path);
    await out.write('_build/latest.json', JSON.stringify({ id: buildId, timestamp }));
    await out.write(`_build/meta/${buildId}.json`, JSON.stringify({ id: buildId, timestamp, paths }));
    const lastmod = new Map(pages.map((p) => [p.route.name, p.meta.reviewed ?? p.meta.date]));
    await out.write('sitemap.xml', renderSitemap(manifest, config.siteUrl, (name) => lastmod.get(name)));
    await out.write('robots.txt', renderRobots(config.siteUrl));
    files += 4;
    await out.commit();
    phase('write');
    return { buildId, outDir, pages: pages.length, files, timings };
  } catch (error) {
    await out.abort();
    throw error;
  }
}

function markdownContext(locale: LocaleCode, manifest: RouteManifest): MarkdownContext {
  return {
    locale,
    manifest,
    tokens: { 'clinic.name': clinic.name[locale], 'doctor.name': clinic.doctor.name[locale] },
    telHref: `tel:${clinic.phones.callUs.e164}`,
    whatsappHref: whatsappHref(locale),
  };
}
