/**
 * Escaping for text the generator writes into HTML and XML by hand (the document frame, the sitemap, the feeds):
 * what would otherwise end an attribute or start a tag.
 */

/** For a double-quoted attribute value. */
export function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** For text between tags. */
export function text(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
