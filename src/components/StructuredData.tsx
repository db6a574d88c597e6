import { useRender } from './context.ts';
import { jsonLdText, structuredData, type StructuredPage } from './structured-data.ts';

/** The page's schema.org graph as JSON-LD: a data block, never executed, so the CSP needs no hash for it. */
export function StructuredData({ page }: { readonly page: Pick<StructuredPage, 'meta' | 'breadcrumbs' | 'image'> }) {
  const { route, locale, config } = useRender();
  const text = jsonLdText(structuredData({ ...page, route, locale, siteUrl: config.siteUrl }));
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD from front matter and clinic facts, with < escaped by jsonLdText.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: text }} />;
}
