/**
 * The id of a heading in a page's text: the `{#id}` written after it, or, when there is none, the one the build
 * makes from the heading's words (lower case, words joined by hyphens), so staff never need to type one. The
 * renderer gives headings these ids; the translation check compares them.
 */

/** `## Title {#id}`: the id written at the end of a heading. */
export const HEADING_ID = /\s*\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$/;

/** The id a heading without `{#id}` gets from its words. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** A heading's id: the written one (`written: true`), or the one made from its words. */
export function headingIdOf(text: string): { readonly id: string; readonly written: boolean } {
  const match = HEADING_ID.exec(text);
  return match?.[1] ? { id: match[1], written: true } : { id: slugify(text), written: false };
}
