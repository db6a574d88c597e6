/**
 * Renders one locale-page pair to a complete HTML document and its `_payload.json`. The header and footer are
 * rendered once per distinct combination (locale, layout, navigation item, language targets) and reused: on a
 * big site they are most of each page's markup, and rendering them once is most of what makes builds fast.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { DEFAULT_LOCALE, LOCALE_CODES, localeList, locales, type LocaleCode } from '../../i18n/locales.ts';
import type { Translator } from '../../i18n/messages.ts';
import { RenderProvider, type RenderContext } from '../../components/context.ts';
import { Seo, type HeadData } from '../../components/Seo.tsx';
import { SiteHeader } from '../../components/SiteHeader.tsx';
import { SiteFooter } from '../../components/SiteFooter.tsx';
import { ErrorPage } from '../../components/ErrorPage.tsx';
import { WhatsApp } from '../../components/WhatsApp.tsx';
import { ReaderCopyNotice } from '../../components/ReaderCopyNotice.tsx';
import { readerCopyLinks } from './reader-copy-links.ts';
import { AnalyticsSettings } from '../../components/AnalyticsSettings.tsx';
import { TEMPLATES } from '../../templates/templates.ts';
import { NO_OUTLINE, type PageTemplate, type ProseOutline } from '../../templates/types.ts';
import type { SiteConfig } from '../../site/config.ts';
import type { ImageSize } from '../../shared/image-size.ts';
import type { ContentIndex } from '../../model/content-index.ts';
import type { PageSource } from '../load/content.ts';
import { DOCUMENT_IDS, renderDocument } from './document.ts';
import { idsIn } from '../checks/anchors.ts';
import { routeName, type Route, type RouteManifest } from '../../model/routes.ts';
import { searchMarks } from '../../model/search-marks.ts';
import { feedLinkFor } from '../../model/feeds.ts';
import { metaPolicy } from '../host/csp.ts';
import type { Payload } from '../../shared/payload.ts';
import type { OutdatedTranslation } from '../load/translation-sources.ts';
import type { SignCatalogue } from '../../model/warning-signs.ts';

export type { Payload };

export interface RenderedPage {
  readonly route: Route;
  readonly html: string;
  readonly payload: Payload;
  /**
   * The parts of `html` this page adds to what earlier pages already had: its head and main, and a header or
   * footer the first time it is rendered. Scanning these for inline scripts (the CSP's hashes) instead of
   * every whole document saves rescanning the same shared markup thousands of times on a big site.
   */
  readonly newParts: readonly string[];
  /** Every id of the page, chrome included, as often as it occurs (a repeat is a duplicate id). */
  readonly ids: readonly string[];
}

export interface RendererOptions {
  readonly manifest: RouteManifest;
  readonly index: ContentIndex;
  readonly config: SiteConfig;
  readonly translators: Readonly<Record<LocaleCode, Translator>>;
  readonly css: string;
  readonly js: string;
  readonly buildId: string;
  readonly images: ReadonlyMap<string, ImageSize>;
  readonly signs: SignCatalogue;
  /** YYYY-MM-DD in Singapore: pages not yet published on this day carry a notice (only preview builds render them). */
  readonly today?: string;
  /** Translated pages whose English page changed since, by route name. */
  readonly outdated?: ReadonlyMap<string, OutdatedTranslation>;
  /** HTML appended to every body (island data and scripts), per locale. */
  readonly bodyEnd?: (route: Route) => string;
}

/** Marker for the page's own path inside cached header and footer markup. */
const SELF = '\u0001self\u0001';
/** The marker as it appears inside an island's JSON props, which escape control characters. */
const SELF_IN_JSON = JSON.stringify(SELF).slice(1, -1);

function withPath(html: string, path: string): string {
  return html.replaceAll(SELF, path).replaceAll(SELF_IN_JSON, path);
}

export class SiteRenderer {
  private readonly shell = new Map<string, { readonly html: string; readonly ids: readonly string[] }>();

  constructor(private readonly options: RendererOptions) {}

  context(route: Route): RenderContext {
    const { manifest, config, translators, css, js, buildId, images, signs, today, outdated } = this.options;
    const englishUpdated = outdated?.get(route.name);
    return {
      route,
      locale: locales[route.locale],
      t: translators[route.locale],
      manifest,
      config,
      assets: { css, js },
      buildId,
      images,
      signs,
      ...(today ? { today } : {}),
      ...(englishUpdated ? { englishUpdated } : {}),
    };
  }

  renderPage(page: PageSource, html: string, outline: ProseOutline = NO_OUTLINE): RenderedPage {
    const ctx = { ...this.context(page.route), related: page.meta.related };
    const { kind } = page.route;
    if (kind === 'error') throw new Error(`${page.route.name}: error pages are rendered with renderError()`);
    const template = TEMPLATES[kind];
    if (page.route.readerCopy) return this.renderReaderCopy(template, page, html, outline, ctx);
    const view = template({ page, html, outline, index: this.options.index, ctx });
    return this.assemble(ctx, view.head, view.main);
  }

  /**
   * A reader copy (model/reader-copies.ts): the English page's own content, rendered as on the English page and
   * marked as English, after a notice in the reader's language, between the header and footer of their locale.
   */
  private renderReaderCopy(
    template: PageTemplate,
    page: PageSource,
    html: string,
    outline: ProseOutline,
    ctx: RenderContext,
  ): RenderedPage {
    const { manifest, index } = this.options;
    const englishRoute = manifest.get(page.route.id, DEFAULT_LOCALE);
    const englishCtx: RenderContext = { ...this.context(englishRoute), related: page.meta.related };
    const view = template({ page: { ...page, route: englishRoute }, html, outline, index, ctx: englishCtx });
    // The English page carries the structured data; the copy is not a page of its own for search engines.
    const { page: _structured, ...head } = view.head;
    // The English content as on the English page, its links then leading where the reader's own pages' links lead.
    const english = readerCopyLinks(
      renderToString(<RenderProvider value={englishCtx}>{view.main}</RenderProvider>, { identifierPrefix: 'm-' }),
      manifest,
      page.route.locale,
    );
    const main = (
      <>
        <ReaderCopyNotice nearest={manifest.switchTarget(englishRoute.id, page.route.locale, page.meta.related)} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the English page's content, just rendered by the build's own templates. */}
        <div lang={locales[DEFAULT_LOCALE].tag} dangerouslySetInnerHTML={{ __html: english }} />
      </>
    );
    return this.assemble(ctx, head, main);
  }

  /** 404.html and 500.html of a locale: the error page between the shared header and footer. */
  renderError(statusCode: number, locale: LocaleCode): string {
    const home = this.options.manifest.get('index', locale);
    const route: Route = {
      ...home,
      id: `error-${statusCode}`,
      name: routeName(`error-${statusCode}`, locale),
      kind: 'error',
      nav: undefined,
      path: `${home.path}${statusCode}.html`,
    };
    const ctx = this.context(route);
    const title = ctx.t.formatMessage({ id: 'error.pageTitle' });
    const head: HeadData = {
      title,
      description: ctx.t.formatMessage({ id: statusCode === 500 ? 'error.serverDescription' : 'error.notFoundDescription' }),
      type: 'website',
      policy: metaPolicy({ config: this.options.config }),
    };
    return this.assemble(ctx, head, <ErrorPage statusCode={statusCode} />).html;
  }

  private assemble(ctx: RenderContext, head: HeadData, main: ReactElement): RenderedPage {
    const { route } = ctx;
    const wrap = (element: ReactElement, prefix: string) =>
      renderToString(<RenderProvider value={ctx}>{element}</RenderProvider>, { identifierPrefix: prefix });
    const mainHtml = wrap(main, 'm-');
    const headHtml = wrap(
      <>
        <Seo head={head} />
        <AnalyticsSettings />
      </>,
      'h-',
    );
    const switcher = this.switcher(route, ctx.related);
    // A reader copy names its English page as the one address to index (Seo.tsx does the same).
    const canonicalPath = route.readerCopy ? this.options.manifest.href(route.id, DEFAULT_LOCALE) : route.path;
    const pageUrl = `${this.options.config.siteUrl}${canonicalPath}`;
    // Header and footer are rendered with a marker for this page's path (switcher link to itself, the form's
    // x_origin), cached under everything else they depend on, and the marker is replaced per page.
    const shellCtx: RenderContext = { ...ctx, route: { ...route, path: SELF } };
    const shellWrap = (element: ReactElement, prefix: string) =>
      renderToString(<RenderProvider value={shellCtx}>{element}</RenderProvider>, { identifierPrefix: prefix });
    const others = Object.entries(switcher)
      .filter(([code]) => code !== route.locale)
      .map(([, path]) => path);
    // Which locales lack this page: their switcher links say so (LanguageSwitcher.tsx).
    const lacking = localeList.filter((l) => !this.options.manifest.has(route.id, l.code)).map((l) => l.code);
    const navKey = `${route.locale}|${route.layout}|${route.nav}|${route.nav === route.id}|${route.kind === 'error'}|${lacking.join('+')}`;
    const newParts = [headHtml, mainHtml];
    const header = this.cached(`header|${navKey}|${others.join(',')}`, () => shellWrap(<SiteHeader />, 'hd-'), newParts);
    const footer = this.cached(
      `footer|${navKey}`,
      () =>
        shellWrap(
          <>
            <SiteFooter layout={route.layout} />
            <WhatsApp />
          </>,
          'ft-',
        ),
      newParts,
    );
    const headerHtml = withPath(header.html, route.path);
    const footerHtml = withPath(footer.html, route.path);
    const html = renderDocument({
      locale: ctx.locale,
      buildId: this.options.buildId,
      pageName: route.name,
      layout: route.layout,
      headHtml,
      skipLabel: ctx.t.formatMessage({ id: 'site.skipToContent' }),
      headerHtml,
      mainHtml,
      search: searchMarks(route, [
        route.locale,
        ...(route.locale === DEFAULT_LOCALE ? LOCALE_CODES.filter((code) => !this.options.manifest.has(route.id, code)) : []),
      ]),
      footerHtml,
      bodyEndHtml: this.options.bodyEnd?.(route),
    });
    const feed = feedLinkFor(route, this.options.manifest, ctx.t);
    const payload: Payload = {
      buildId: this.options.buildId,
      name: route.name,
      id: route.id,
      locale: route.locale,
      layout: route.layout,
      path: route.path,
      title: head.title,
      head: {
        description: head.description,
        canonical: pageUrl,
        alternates: this.options.manifest.alternateLinks(route.id, this.options.config.siteUrl),
        ...(route.noindex ? { noindex: true } : {}),
        ...(feed ? { feed } : {}),
      },
      switcher,
      nav: route.nav ?? null,
      navPath: route.nav ? this.options.manifest.linkTo(route.nav, route.locale) : null,
      main: mainHtml,
    };
    const ids = [...DOCUMENT_IDS, ...header.ids, ...idsIn(mainHtml), ...footer.ids];
    return { route, html, payload, newParts, ids };
  }

  /** Language switcher targets per locale. */
  private switcher(route: Route, related: readonly string[] = []): Record<string, string> {
    const targets: Record<string, string> = {};
    for (const l of localeList)
      targets[l.code] = l.code === route.locale ? route.path : this.options.manifest.switchTarget(route.id, l.code, related);
    return targets;
  }

  private cached(key: string, render: () => string, fresh: string[]): { readonly html: string; readonly ids: readonly string[] } {
    let part = this.shell.get(key);
    if (part === undefined) {
      const html = render();
      part = { html, ids: idsIn(html) };
      this.shell.set(key, part);
      fresh.push(html);
    }
    return part;
  }
}
