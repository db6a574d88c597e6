/** The parts of `<head>` that differ between pages: title, description, canonical (or noindex) and alternates. */
import type { PageView } from './view.ts';

function metaNamed(doc: Document, name: string): HTMLMetaElement {
  let meta = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = name;
    doc.head.append(meta);
  }
  return meta;
}

export function updateHead(doc: Document, view: PageView): void {
  doc.title = view.title;
  metaNamed(doc, 'description').content = view.description;

  let canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (view.canonical) {
    doc.head.querySelector('meta[name="robots"]')?.remove();
    if (!canonical) {
      canonical = doc.createElement('link');
      canonical.rel = 'canonical';
      doc.head.append(canonical);
    }
    canonical.href = view.canonical;
  } else {
    // An error page at an unknown address must not be indexed or claim a canonical URL (as 404.html does).
    canonical?.remove();
    canonical = null;
    metaNamed(doc, 'robots').content = 'noindex';
  }

  const old = [...doc.head.querySelectorAll('link[rel="alternate"][hreflang]')];
  const anchor = canonical ?? old[0] ?? null;
  const fresh = view.alternates.map(({ hreflang, href }) => {
    const link = doc.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = href;
    return link;
  });
  if (anchor?.parentNode) anchor.after(...fresh);
  else doc.head.append(...fresh);
  for (const link of old) link.remove();
}
