/**
 * The real site as built once for the test run (tests/global-setup.ts), its HTML parsed without loading anything
 * (no scripts, no styles, no network): what the built-site content tests read.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Window } from 'happy-dom';
import { inject } from 'vitest';
import { REAL_SITE_URL } from '../helpers/real-site.ts';
import { filesUnder } from '../helpers/files.ts';

/** The origin the shared build wrote into canonical links, og:url and the sitemap. */
export const SITE = REAL_SITE_URL;

export interface RealBuild {
  readonly dir: string;
  /** Every HTML file, relative with forward slashes: about-us/index.html, cn/404.html, ... */
  readonly htmlFiles: readonly string[];
  /** Parsed once and kept: the tests walk every page several times. */
  doc(file: string): Promise<Document>;
  /**
   * Lets go of the parsed pages and the parser. Needed, not tidy: the test runner keeps each file's tests (and what
   * their closures reach) until the run ends, and the node project shares one process between files, so parsed
   * pages not let go of stay in the heap of every file that runs after.
   */
  dispose(): Promise<void>;
}

export async function openRealBuild(dir: string = inject('distDir')): Promise<RealBuild> {
  const htmlFiles = await filesUnder(dir, { ext: '.html' });
  let window: Window | undefined = new Window({ url: `${SITE}/` });
  let parser: InstanceType<Window['DOMParser']> | undefined = new window.DOMParser();
  const docs = new Map<string, Promise<Document>>();
  return {
    dir,
    htmlFiles,
    doc(file) {
      const reader = parser;
      if (!reader) throw new Error(`openRealBuild(): ${file} asked for after dispose()`);
      let doc = docs.get(file);
      if (!doc) {
        doc = readFile(path.join(dir, file), 'utf8').then((html) => reader.parseFromString(html, 'text/html') as unknown as Document);
        docs.set(file, doc);
      }
      return doc;
    },
    async dispose() {
      docs.clear();
      await window?.happyDOM.close();
      window = undefined;
      parser = undefined;
    },
  };
}

/** The site path a built file is served at: about-us/index.html -> /about-us/, cn/404.html -> /cn/404.html. */
export function pathOfFile(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '$1')}`;
}

/** The built file a site path is served from, or undefined for a path that is not a file (/about-us without /). */
export function fileOfPath(sitePath: string): string {
  const decoded = decodeURIComponent(sitePath).slice(1);
  return decoded === '' || decoded.endsWith('/') ? `${decoded}index.html` : decoded;
}

/** Most cards a listing shows side by side (the widest `.card-grid` of src/styles/components.css). */
export const CARDS_PER_ROW = 3;

/**
 * The pictures a page loads before anyone scrolls, counted generously: every picture in the header (the logo),
 * every picture of the main content that is not lazy-loaded (the hero, the first cards), and the first row of
 * the first list of cards, whether lazy or not, since a wide screen shows it at once.
 */
export function aboveTheFoldImages(doc: Document): string[] {
  const srcs = new Set<string>();
  const add = (img: Element | null | undefined) => {
    const src = img?.getAttribute('src');
    if (src) srcs.add(src);
  };
  for (const img of doc.querySelectorAll('header img')) add(img);
  const main = doc.querySelector('main');
  for (const img of main?.querySelectorAll('img') ?? []) if (img.getAttribute('loading') !== 'lazy') add(img);
  const cards = [...(main?.querySelectorAll('li article') ?? [])];
  const firstList = cards[0]?.closest('ul, ol');
  for (const card of cards.filter((c) => c.closest('ul, ol') === firstList).slice(0, CARDS_PER_ROW)) add(card.querySelector('img'));
  return [...srcs];
}
