import { DEFAULT_LOCALE, localeList } from '../i18n/locales.ts';
import { clinic } from '../site/clinic.ts';
import type { Meta } from '../model/schema.ts';
import { FEED_TYPE, feedLinkFor } from '../model/feeds.ts';
import type { BreadcrumbItem } from './Breadcrumbs.tsx';
import { useRender } from './context.ts';
import { EarlyRedirect } from './EarlyRedirect.tsx';
import { DEFAULT_SOCIAL_IMAGE, SOCIAL_IMAGE_SIZE } from './social-image.ts';
import { StructuredData } from './StructuredData.tsx';

export interface HeadData {
  /** Full document title. */
  readonly title: string;
  readonly description: string;
  /** Absolute URL of the page's share image, a 1200 × 630 PNG (social-image.ts); the default card when absent. */
  readonly image?: string;
  readonly imageAlt?: string;
  readonly type: 'website' | 'article';
  /** A Content-Security-Policy carried in the document itself (error pages, csp.ts `metaPolicy`). */
  readonly policy?: string;
  /** Front matter and breadcrumbs for the page's JSON-LD; error pages have none. */
  readonly page?: { readonly meta: Meta; readonly breadcrumbs: readonly BreadcrumbItem[] };
}

import type { Alternate } from '../shared/payload.ts';

export type { Alternate };

/**
 * Canonical and alternates from one place: the page itself, every locale version that exists, and x-default
 * (the English version). Only language tags from the locale table go into hreflang, never locale codes.
 */
export function useAlternates(): { canonical: string; alternates: Alternate[] } {
  const { route, manifest, config } = useRender();
  // A reader copy (an English-only page under a cn or bh reader's header) is no version of its own: the English
  // page is the address to index, and the alternates are that page's.
  const path = route.readerCopy ? manifest.href(route.id, DEFAULT_LOCALE) : route.path;
  return { canonical: `${config.siteUrl}${path}`, alternates: manifest.alternateLinks(route.id, config.siteUrl) };
}

export function Seo({ head }: { readonly head: HeadData }) {
  const { locale, route, manifest, assets, config, t } = useRender();
  const feed = feedLinkFor(route, manifest, t);
  const { canonical, alternates } = useAlternates();
  const otherLocales = localeList.filter((l) => l.code !== locale.code && manifest.has(route.id, l.code));
  // Error pages are served at any unknown address: they must not be indexed or claim a canonical URL.
  const isError = route.kind === 'error';
  const image = head.image ?? `${config.siteUrl}${DEFAULT_SOCIAL_IMAGE}`;
  const imageAlt = head.image ? (head.imageAlt ?? '') : clinic.name[locale.code];
  return (
    <>
      <meta charSet="utf-8" />
      {/* First after the charset: a meta policy governs only what follows it. */}
      {head.policy && <meta httpEquiv="Content-Security-Policy" content={head.policy} />}
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      {/* Before the stylesheet: an inline script after it would wait for the stylesheet to load. */}
      <EarlyRedirect />
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {isError ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
      {/* Pages with nothing to find from outside (thank-you, search): the page table flags them. */}
      {/* A reader copy: not indexed, but its links (the reader's language pages) are followed. */}
      {route.noindex && <meta name="robots" content={route.readerCopy ? 'noindex, follow' : 'noindex'} />}
      {alternates.map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
      {feed && <link rel="alternate" type={FEED_TYPE} title={feed.title} href={feed.href} />}
      <meta property="og:type" content={head.type} />
      <meta property="og:site_name" content={clinic.name[locale.code]} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={locale.ogLocale} />
      {otherLocales.map((l) => (
        <meta key={l.code} property="og:locale:alternate" content={l.ogLocale} />
      ))}
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(SOCIAL_IMAGE_SIZE.width)} />
      <meta property="og:image:height" content={String(SOCIAL_IMAGE_SIZE.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      <meta name="theme-color" content="#0d5c63" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="stylesheet" href={assets.css} />
      <script type="module" src={assets.js} />
      <StructuredData page={{ ...head.page, image }} />
    </>
  );
}
