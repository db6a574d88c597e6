/**
 * Text of phone links with no-break spaces: a number (or "Call us" beside it) must never wrap across lines on a
 * small screen, and validators check phone links for exactly that.
 */
export function noWrap(text: string): string {
  return text.replace(/ /g, '\u00a0');
}
