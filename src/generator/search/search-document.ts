/**
 * What Pagefind reads of a built page, as a document of its own: the language, the title and the `<main>` element
 * with its marks. Pagefind indexes this as it indexes the whole page (a test compares the two), in a fraction of
 * the time, except for the result's image: the first picture in `<main>`, not a badge of the sidebar. Undefined for a page search leaves out. Apart from the indexer, because the render worker
 * makes these documents too.
 */
export function searchDocumentOf(html: string): string | undefined {
  const mainStart = html.indexOf('<main');
  const mainEnd = html.lastIndexOf('</main>');
  if (mainStart < 0 || mainEnd < mainStart) return undefined;
  const openEnd = html.indexOf('>', mainStart);
  if (!html.slice(mainStart, openEnd).includes(' data-pagefind-body')) return undefined;
  const lang = /<html lang="([^"]*)"/.exec(html)?.[1] ?? '';
  const titleStart = html.indexOf('<title>');
  const title = titleStart < 0 ? '' : html.slice(titleStart + 7, html.indexOf('</title>', titleStart));
  const document = `<!DOCTYPE html><html lang="${lang}"><head><title>${title}</title></head><body>${html.slice(mainStart, mainEnd + 7)}</body></html>`;
  // A copy of its own: a slice of a string keeps the whole string alive, and a big build holds thousands of these
  // documents while every page they were cut from would otherwise stay in memory too.
  return Buffer.from(document, 'utf8').toString('utf8');
}
