/**
 * Front matter of every page, keyed by route name: what listings, related links, breadcrumbs and JSON-LD need
 * to know about pages other than the one being rendered.
 */
import type { LocaleCode } from '../i18n/locales.ts';
import type { CollectionName } from './page-table.ts';
import type { Route, RouteManifest } from './routes.ts';
import type { Meta } from './schema.ts';

export interface IndexedPage {
  readonly route: Route;
  readonly meta: Meta;
}

export class ContentIndex {
  private readonly byName = new Map<string, IndexedPage>();
  /**
   * While set, every page read is added to it: what each page's render read, which the build cache keeps and the
   * dev server uses to render again the pages that show an edited page.
   */
  readLog: Set<string> | undefined;

  constructor(
    readonly manifest: RouteManifest,
    pages: Iterable<IndexedPage>,
  ) {
    for (const page of pages) this.byName.set(page.route.name, page);
  }

  /** Puts a page in, or replaces it after an edit (the dev server keeps one index while pages change). */
  set(page: IndexedPage): void {
    this.byName.set(page.route.name, page);
  }

  /** The page in `locale`, or its default-locale version (English-only pages linked from other locales). */
  get(id: string, locale: LocaleCode): IndexedPage {
    const route = this.manifest.resolve(id, locale);
    const page = this.byName.get(route.name);
    if (!page) throw new Error(`No content loaded for ${route.name}`);
    this.readLog?.add(route.name);
    return page;
  }

  /** Articles of a collection, newest first (ties by title, so the order is stable). */
  articles(collection: CollectionName, locale: LocaleCode): IndexedPage[] {
    return this.manifest
      .collection(collection, locale)
      .map((route) => this.get(route.id, locale))
      .sort((a, b) => (b.meta.date ?? '').localeCompare(a.meta.date ?? '') || a.meta.title.localeCompare(b.meta.title));
  }
}
