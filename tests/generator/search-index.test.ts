/**
 * The site search index on the fixture site: one index per language, Chinese included, holding the pages that
 * want to be found (not the noindex ones, not the error pages), and only the parts of Pagefind the site uses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_CODES, locales } from '../../src/i18n/locales.ts';
import { buildFixtureSite, type FixtureBuild } from '../helpers/fixture-build.ts';

let site: FixtureBuild;

beforeAll(async () => {
  site = await buildFixtureSite();
});

afterAll(() => site?.dispose());

interface Entry {
  readonly languages: Readonly<Record<string, { readonly page_count: number }>>;
}

describe('the search index', () => {
  it('is written by the build, as a phase of its own, with one index per language of the indexed pages', async () => {
    expect(site.result.timings.map(([name]) => name)).toContain('search index');
    const entry = JSON.parse(await site.read('pagefind/pagefind-entry.json')) as Entry;
    expect(Object.keys(entry.languages).sort()).toEqual(LOCALE_CODES.map((code) => locales[code].tag.toLowerCase()).sort());
    for (const code of LOCALE_CODES) {
      const indexed = site.manifest.routes.filter((r) => r.locale === code && !r.noindex);
      expect(entry.languages[locales[code].tag.toLowerCase()]?.page_count, code).toBe(indexed.length);
    }
  });

  it('marks the main text of indexed pages only, and their audience', async () => {
    const article = await site.dom('blog/knee-pain/index.html');
    const main = article.querySelector('main');
    expect(main?.hasAttribute('data-pagefind-body')).toBe(true);
    expect(main?.getAttribute('data-pagefind-meta')).toBe('type:blog');
    // An English-only article is for every locale's readers.
    expect([...article.querySelectorAll('main [data-pagefind-filter]')].map((e) => e.getAttribute('data-pagefind-filter')).sort()).toEqual([
      'for:bh',
      'for:cn',
      'for:en',
    ]);
    expect(article.querySelector('main nav[aria-label="Breadcrumb"]')?.hasAttribute('data-pagefind-ignore')).toBe(true);
    const cnAbout = await site.dom('cn/about-us/index.html');
    expect([...cnAbout.querySelectorAll('main [data-pagefind-filter]')].map((e) => e.getAttribute('data-pagefind-filter'))).toEqual([
      'for:cn',
    ]);
    for (const file of ['thank-you/index.html', 'search/index.html', 'cn/search/index.html', '404.html']) {
      expect((await site.dom(file)).querySelector('[data-pagefind-body]'), file).toBeNull();
    }
  });

  it('ships Pagefind’s search code and index, not its ready-made interfaces', () => {
    const bundle = site.files.filter((f) => f.startsWith('pagefind/'));
    expect(bundle).toContain('pagefind/pagefind.js');
    expect(bundle).toContain('pagefind/pagefind-worker.js');
    expect(bundle.filter((f) => /pagefind-(ui|component-ui|modular-ui|highlight)\./.test(f))).toEqual([]);
  });
});
