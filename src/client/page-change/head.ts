/** The parts of `<head>` that differ between pages: title, description, canonical, robots noindex and alternates. */
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
  // An error page at an unknown address, or a page the page table keeps out of search engines (thank-you,
  // search), carries noindex, as the built documents do; every other page carries none.
  if (!view.canonical || view.noindex) metaNamed(doc, 'robots').content = 'noindex';
  else doc.head.querySelector('meta[name="robots"]')?.remove();
  if (view.canonical) {
    if (!canonical) {
      canonical = doc.createElement('link');
      canonical.rel = 'canonical';
      doc.head.append(canonical);
    }
    canonical.href = view.canonical;
  } else {
    // An error page at an unknown address must not claim a canonical URL (as 404.html does).
    canonical?.remove();
    canonical = null;
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
  updateFeedLink(doc, view);
}

const FEED_LINK = 'link[rel="alternate"][type="application/atom+xml"]';

/** The feed link the built page would have: the blog's or media's on their pages, none elsewhere. */
function updateFeedLink(doc: Document, view: PageView): void {
  let link = doc.head.querySelector<HTMLLinkElement>(FEED_LINK);
  if (!view.feed) {
    link?.remove();
    return;
  }
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'alternate';
    link.type = 'application/atom+xml';
    doc.head.append(link);
  }
  link.title = view.feed.title;
  link.href = view.feed.href;
}
