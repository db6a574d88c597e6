/**
 * The links of an English page's content as its reader copy shows them (model/reader-copies.ts): a link to another
 * English page of the site leads where the same link on a page of the reader's locale leads, that locale's version
 * of the page or its reader copy, so following the English text does not take a cn or bh reader out of their
 * header and footer. A link that now opens a page in the reader's language says so (`hrefLang`). The links are
 * found with parse5, as a browser finds them, and only their `href` is rewritten in place: the rest of the markup
 * stays exactly as rendered.
 */
import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';
import { DEFAULT_LOCALE, type LocaleCode, locales } from '../../i18n/locales.ts';
import type { RouteManifest } from '../../model/routes.ts';
import { attr } from '../../shared/escape.ts';

type Node = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

export function readerCopyLinks(html: string, manifest: RouteManifest, locale: LocaleCode): string {
  const edits: Edit[] = [];
  const visit = (element: Element) => {
    const href = element.attrs.find((a) => a.name === 'href')?.value;
    const at = element.sourceCodeLocation?.attrs?.href;
    if (element.tagName !== 'a' || href === undefined || at === undefined || !href.startsWith('/') || href.startsWith('//')) return;
    const cut = href.search(/[?#]/);
    const route = manifest.atPath(cut < 0 ? href : href.slice(0, cut));
    if (!route || route.locale !== DEFAULT_LOCALE) return;
    const target = manifest.resolve(route.id, locale);
    if (target === route) return;
    const language =
      !target.readerCopy && !element.attrs.some((a) => a.name === 'hreflang') ? ` hrefLang="${locales[locale].hreflang}"` : '';
    edits.push({
      start: at.startOffset,
      end: at.endOffset,
      text: `href="${attr(`${target.path}${cut < 0 ? '' : href.slice(cut)}`)}"${language}`,
    });
  };
  const walk = (nodes: readonly Node[]) => {
    for (const node of nodes) {
      if (!('tagName' in node)) continue;
      visit(node);
      walk(node.childNodes);
    }
  };
  walk(parseFragment(html, { sourceCodeLocationInfo: true }).childNodes);
  let out = html;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = `${out.slice(0, edit.start)}${edit.text}${out.slice(edit.end)}`;
  return out;
}
