/**
 * The content index for dev: pages can be replaced after an edit, and every read is recorded, so the dev
 * server knows which pages read which others (a listing reads every article it lists, an article its related
 * pages and its breadcrumb parent) and re-renders exactly those when one page's front matter changes.
 */
import type { LocaleCode } from '../../i18n/locales.ts';
import { ContentIndex, type IndexedPage } from '../../model/content-index.ts';
import type { RouteManifest } from '../../model/routes.ts';

export class LiveIndex extends ContentIndex {
  private readonly live = new Map<string, IndexedPage>();
  private reads: Set<string> | undefined;

  constructor(manifest: RouteManifest, pages: Iterable<IndexedPage>) {
    super(manifest, []);
    for (const page of pages) this.live.set(page.route.name, page);
  }

  set(page: IndexedPage): void {
    this.live.set(page.route.name, page);
  }

  override get(id: string, locale: LocaleCode): IndexedPage {
    const route = this.manifest.resolve(id, locale);
    const page = this.live.get(route.name);
    if (!page) throw new Error(`No content loaded for ${route.name}`);
    this.reads?.add(route.name);
    return page;
  }

  /** Runs `render` and returns it with the names of the pages it read. */
  async recording<T>(render: () => Promise<T>): Promise<{ result: T; reads: Set<string> }> {
    const reads = new Set<string>();
    this.reads = reads;
    try {
      return { result: await render(), reads };
    } finally {
      this.reads = undefined;
    }
  }
}
