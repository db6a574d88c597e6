import { localeList, locales } from '../i18n/locales.ts';
import { clinic } from '../site/clinic.ts';
import { useRender } from './context.ts';

export interface HeadData {
  /** Full document title. */
  readonly title: string;
  readonly description: string;
  /** Absolute URL of the page's social image. */
  readonly image?: string;
  readonly type: 'website' | 'article';
}

export interface Alternate {
  readonly hreflang: string;
  readonly href: string;
}

/**
 * Canonical and alternates from one place: the page itself, every locale version that exists, and x-default
 * (the English version). Only language tags from the locale table go into hreflang, never locale codes.
 */
export function useAlternates(): { canonical: string; alternates: Alternate[] } {
  const { route, manifest, config } = useRender();
  const versions = manifest.alternates(route.id);
  const absolute = (path: string) => `${config.siteUrl}${path}`;
  const alternates = versions.map((v) => ({ hreflang: locales[v.locale].hreflang, href: absolute(v.path) }));
  const en = versions.find((v) => v.locale === 'en');
  if (en) alternates.push({ hreflang: 'x-default', href: absolute(en.path) });
  return { canonical: absolute(route.path), alternates };
}

export function Seo({ head }: { readonly head: HeadData }) {
  const { locale, route, manifest, assets } = useRender();
  const { canonical, alternates } = useAlternates();
  const otherLocales = localeList.filter((l) => l.code !== locale.code && manifest.has(route.id, l.code));
  // Error pages are served at any unknown address: they must not be indexed or claim a canonical URL.
  const isError = route.kind === 'error';
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {isError ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
      {alternates.map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
      <meta property="og:type" content={head.type} />
      <meta property="og:site_name" content={clinic.name[locale.code]} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={locale.ogLocale} />
      {otherLocales.map((l) => (
        <meta key={l.code} property="og:locale:alternate" content={l.ogLocale} />
      ))}
      {head.image && <meta property="og:image" content={head.image} />}
      <meta name="twitter:card" content={head.image ? 'summary_large_image' : 'summary'} />
      <meta name="theme-color" content="#0d5c63" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="stylesheet" href={assets.css} />
      <script type="module" src={assets.js} />
    </>
  );
}
