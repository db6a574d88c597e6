/**
 * The route manifest: every locale-page pair, each with its name (`page___locale`), path, layout and content
 * file. It is the one source of URLs: `href`, `linkTo` and `alternates` are how everything else gets them.
 */
import { DEFAULT_LOCALE, localePrefix, locales, type LocaleCode } from '../i18n/locales.ts';
import type { Checked, Problem } from '../shared/problems.ts';
import {
  articleId,
  COLLECTIONS,
  FIXED_PAGES,
  type CollectionName,
  type FixedPage,
  type Layout,
  type NavItem,
  type PageKind,
} from './page-table.ts';

export interface Route {
  /** Page id, the same in every locale: `about-us`, `services-bixeps`. */
  readonly id: string;
  /** `page___locale`, as the original site named its routes. */
  readonly name: string;
  readonly locale: LocaleCode;
  /** Absolute site path with a trailing slash. */
  readonly path: string;
  readonly layout: Layout;
  readonly kind: PageKind;
  /** Content file, relative to the content root. */
  readonly file: string;
  readonly collection?: CollectionName;
  readonly lists?: CollectionName;
  readonly nav?: NavItem;
  /** Page id of the parent page (articles: their collection's page). */
  readonly parent?: string;
  /** Kept out of search engines and the site search (the fixed page's flag, and every reader copy's). */
  readonly noindex?: boolean;
  /**
   * This locale's header and footer around the English page of the same id, which this locale lacks
   * (reader-copies.ts). Not a version of the page: no alternate, no sitemap entry, not in `routes`.
   */
  readonly readerCopy?: true;
}

import type { Alternate } from '../shared/payload.ts';
import { readerCopyRoutes } from './reader-copies.ts';

/** Content files found under the content root, relative paths with forward slashes. */
export type ContentFileList = readonly string[];

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export class RouteManifest {
  /** The pages of the site, each version in each locale; the reader copies are apart (`readerCopies`). */
  readonly routes: readonly Route[];
  /** English-only pages at the other locales' addresses (reader-copies.ts), made from `routes`. */
  readonly readerCopies: readonly Route[];
  private readonly copies = new Map<string, Route>();
  private readonly byKey = new Map<string, Route>();
  private readonly byId = new Map<string, Route[]>();
  private readonly byPath = new Map<string, Route>();

  /** Routes with one path each (createManifest checks that); `label` is how problems name the content folder. */
  constructor(
    routes: readonly Route[],
    readonly label = 'content',
  ) {
    for (const route of routes) {
      if (this.byPath.has(route.path)) throw new Error(`two routes resolve to ${route.path}: check with pathClashes() first`);
      this.byPath.set(route.path, route);
      this.byKey.set(route.name, route);
      const list = this.byId.get(route.id) ?? [];
      list.push(route);
      this.byId.set(route.id, list);
    }
    this.routes = routes;
    this.readerCopies = readerCopyRoutes(routes);
    for (const copy of this.readerCopies) {
      this.copies.set(copy.name, copy);
      this.byPath.set(copy.path, copy);
    }
  }

  has(id: string, locale?: LocaleCode): boolean {
    return locale ? this.byKey.has(routeName(id, locale)) : this.byId.has(id);
  }

  get(id: string, locale: LocaleCode): Route {
    const route = this.byKey.get(routeName(id, locale));
    if (!route) throw new Error(`No page "${id}" in locale ${locale}`);
    return route;
  }

  /** A route by its name (`about-us___cn`), a reader copy's too. */
  named(name: string): Route {
    const route = this.byKey.get(name) ?? this.copies.get(name);
    if (!route) throw new Error(`No route named ${name}`);
    return route;
  }

  atPath(sitePath: string): Route | undefined {
    return this.byPath.get(sitePath);
  }

  /** The path of a page in a locale; throws when the page does not exist there. */
  href(id: string, locale: LocaleCode): string {
    return this.get(id, locale).path;
  }

  /**
   * Where a link from a page in `locale` goes: the page in that locale, else its reader copy there (an English-only
   * page with the locale's header and footer), else its default-locale version.
   */
  resolve(id: string, locale: LocaleCode): Route {
    const name = routeName(id, locale);
    return this.byKey.get(name) ?? this.copies.get(name) ?? this.get(id, DEFAULT_LOCALE);
  }

  /** The reader copy of an English-only page in a locale that lacks it (reader-copies.ts). */
  readerCopy(id: string, locale: LocaleCode): Route | undefined {
    return this.copies.get(routeName(id, locale));
  }

  /** The path of `resolve(id, locale)`. */
  linkTo(id: string, locale: LocaleCode): string {
    return this.resolve(id, locale).path;
  }

  /** Every locale version of a page, itself included. */
  alternates(id: string): readonly Route[] {
    return this.byId.get(id) ?? [];
  }

  /**
   * The hreflang alternates of a page, absolute: every version that exists, then x-default, which is the English
   * version (every page has one). The head, the page-change payload and the sitemap all list exactly these.
   */
  alternateLinks(id: string, siteUrl: string): Alternate[] {
    const versions = this.alternates(id);
    const links = versions.map((v) => ({ hreflang: locales[v.locale].hreflang, href: `${siteUrl}${v.path}` }));
    const fallback = versions.find((v) => v.locale === DEFAULT_LOCALE);
    if (fallback) links.push({ hreflang: 'x-default', href: `${siteUrl}${fallback.path}` });
    return links;
  }

  /**
   * Where the language switcher sends a visitor, and where a reader copy's notice points: the same page in that
   * locale; for a page that locale lacks (an English-only article), the first of its related pages (`related`,
   * the page's own topic links) that the locale has, then its nearest parent that the locale has (a service
   * article: the services page), else that locale's home. Reader copies do not count: they are English pages.
   */
  switchTarget(id: string, locale: LocaleCode, related: readonly string[] = []): string {
    const own = this.byKey.get(routeName(id, locale));
    if (own) return own.path;
    for (const other of related) {
      const route = this.byKey.get(routeName(other, locale));
      if (route) return route.path;
    }
    for (let at: string | undefined = this.byId.get(id)?.[0]?.parent; at !== undefined; at = this.byId.get(at)?.[0]?.parent) {
      const route = this.byKey.get(routeName(at, locale));
      if (route) return route.path;
    }
    return this.href('index', locale);
  }

  /** Articles of a collection in a locale. */
  collection(name: CollectionName, locale: LocaleCode): readonly Route[] {
    return this.routes.filter((r) => r.collection === name && r.locale === locale);
  }
}

export function routeName(id: string, locale: LocaleCode): string {
  return `${id}___${locale}`;
}

export function localizedPath(basePath: string, locale: LocaleCode): string {
  return `${localePrefix(locale)}${basePath}`;
}

/** Routes that would be served at a path another route already has: each named with both files. */
function pathClashes(routes: readonly Route[], label: string): Problem[] {
  const problems: Problem[] = [];
  const byPath = new Map<string, Route>();
  for (const route of routes) {
    const clash = byPath.get(route.path);
    if (!clash) {
      byPath.set(route.path, route);
      continue;
    }
    problems.push({
      file: `${label}/${route.file}`,
      message: `two routes resolve to ${route.path}: ${clash.name} (${label}/${clash.file}) and ${route.name} (${label}/${route.file})`,
    });
  }
  return problems;
}

/**
 * Builds the manifest from the page tables and the content files present. Articles come from files, so adding a
 * markdown file adds a page; a fixed page whose file is missing, a stray file, or a clash fails with every problem.
 */
export function createManifest(
  files: ContentFileList,
  fixedPages: readonly FixedPage[] = FIXED_PAGES,
  label = 'content',
): Checked<RouteManifest> {
  const problems: Problem[] = [];
  const problem = (file: string, message: string) => problems.push({ file: `${label}/${file}`, message });
  const present = new Set(files);
  const routes: Route[] = [];
  const claimed = new Set<string>();

  for (const page of fixedPages) {
    for (const locale of page.locales) {
      const file = `${locale}/pages/${page.id}.md`;
      claimed.add(file);
      if (!present.has(file)) problem(file, `content file is missing (page "${page.id}" in ${locale})`);
      routes.push({
        id: page.id,
        name: routeName(page.id, locale),
        locale,
        path: localizedPath(page.path, locale),
        layout: page.layout,
        kind: page.kind,
        file,
        ...(page.lists ? { lists: page.lists } : {}),
        ...(page.nav ? { nav: page.nav } : {}),
        ...(page.noindex ? { noindex: true } : {}),
        ...(page.id === 'index' ? {} : { parent: 'index' }),
      });
    }
  }

  for (const file of [...files].sort()) {
    if (claimed.has(file) || !file.endsWith('.md')) continue;
    const [locale, dir, name, ...rest] = file.split('/');
    const collection = COLLECTIONS.find((c) => c.dir === dir);
    if (dir === 'pages') {
      problem(file, `not a page of the site (pages are ${fixedPages.map((p) => p.id).join(', ')})`);
      continue;
    }
    if (!collection || rest.length > 0 || !name) {
      problem(file, `unexpected content file (articles go in ${COLLECTIONS.map((c) => `<locale>/${c.dir}/`).join(', ')})`);
      continue;
    }
    if (!collection.locales.some((l) => l === locale)) {
      problem(file, `${collection.name} articles exist only in ${collection.locales.join(', ')}`);
      continue;
    }
    // No node:path here: the content editor builds the manifest in the browser too.
    const slug = name.slice(0, -'.md'.length);
    if (!SLUG.test(slug)) {
      problem(file, 'file name must be a lowercase slug (letters, digits and single hyphens)');
      continue;
    }
    const code = locale as LocaleCode;
    const id = articleId(collection.name, slug);
    const parent = fixedPages.find((p) => p.id === collection.parent);
    routes.push({
      id,
      name: routeName(id, code),
      locale: code,
      path: localizedPath(`${collection.basePath}${slug}/`, code),
      layout: 'default',
      kind: 'article',
      file,
      collection: collection.name,
      parent: collection.parent,
      ...(parent?.nav ? { nav: parent.nav } : {}),
    });
  }

  problems.push(...pathClashes(routes, label));
  return problems.length ? { problems } : { value: new RouteManifest(routes, label), problems };
}
