/**
 * The visible marker on a link from a Chinese or Malay page to a page that exists only in English, e.g.
 * "膝盖疼痛的常见原因（英文）" or "Blog kami (Bahasa Inggeris)". It sits inside the link, so screen readers
 * announce it as part of the link's name; `hreflang` alone is neither seen nor read. The text is the
 * catalogue's `link.englishOnly`; components (EnglishMarker.tsx) and markdown links (markdown.ts) both write it.
 */
export const LANG_MARKER_CLASS = 'lang-marker';

/**
 * The space before the marker: none before a full-width bracket, which carries its own spacing in Chinese
 * text; a plain space before a Latin one.
 */
export function markerGap(marker: string): string {
  return /^[\u3000-\u303f\uff00-\uffef]/.test(marker) ? '' : ' ';
}

/** The marker as HTML, to append to a link's content. */
export function langMarkerHtml(marker: string): string {
  const text = marker.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `${markerGap(marker)}<span class="${LANG_MARKER_CLASS}">${text}</span>`;
}
