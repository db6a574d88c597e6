/**
 * Pagefind's excerpt is HTML: escaped text with the matched words in `<mark>`. It is turned into plain parts here
 * and rendered by React as text, so nothing from the index is ever inserted as markup.
 */
export interface ExcerptPart {
  readonly text: string;
  readonly mark: boolean;
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
  '#x27': "'",
  nbsp: '\u00a0',
};

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    const known = ENTITIES[name.toLowerCase()];
    if (known !== undefined) return known;
    if (name.startsWith('#')) {
      const code = name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return whole;
  });
}

/** Splits an excerpt at its `<mark>` tags; any other tag is dropped, and entities become characters. */
export function excerptParts(html: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let mark = false;
  for (const piece of html.split(/(<\/?mark>)/i)) {
    const tag = piece.toLowerCase();
    if (tag === '<mark>' || tag === '</mark>') {
      mark = tag === '<mark>';
      continue;
    }
    const text = decode(piece.replace(/<[^>]*>/g, ''));
    if (text !== '') parts.push({ text, mark });
  }
  return parts;
}
