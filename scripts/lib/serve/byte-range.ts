/**
 * Reads a `Range` request header the way RFC 9110 (section 14) asks, for a file of a known size. Only a single
 * byte range is served: a server may ignore any Range header, and the site has nothing (no video, no large
 * download) that a client would fetch in several parts, so several ranges get the whole file rather than a
 * multipart answer. Anything that is not a valid `bytes=` range set is ignored too: the whole file with a 200
 * is a correct answer to every range request, a wrong part never is.
 */

export type RangeDecision =
  /** Serve the whole file (no Range, or one the server ignores). */
  | { readonly kind: 'whole' }
  /** Serve bytes `start` to `end`, both included, with a 206. */
  | { readonly kind: 'part'; readonly start: number; readonly end: number }
  /** A valid range set that selects no byte of the file: a 416 that names the file's size. */
  | { readonly kind: 'unsatisfiable' };

const WHOLE: RangeDecision = { kind: 'whole' };

/** `first-pos "-" [last-pos]` or `"-" suffix-length`, digits only (no sign, no spaces inside). */
const RANGE_SPEC = /^(\d*)-(\d*)$/;

export function byteRange(header: string | undefined, size: number): RangeDecision {
  if (header === undefined) return WHOLE;
  const equals = header.indexOf('=');
  // The unit is case-insensitive; an unknown unit means the header is not for us.
  if (equals === -1 || header.slice(0, equals).trim().toLowerCase() !== 'bytes') return WHOLE;
  const specs = header
    .slice(equals + 1)
    .split(',')
    .map((spec) => spec.trim());
  // Empty list elements are allowed by the list syntax, but a set needs at least one range.
  const ranges = specs.filter((spec) => spec !== '');
  if (ranges.length !== 1) return WHOLE;
  const match = RANGE_SPEC.exec(ranges[0] as string);
  if (!match) return WHOLE;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return WHOLE;

  if (first === '') {
    // A suffix range: the last N bytes (all of them when N is larger than the file).
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Infinity : Number(last);
  // A last position before the first makes the range invalid, and an invalid header is ignored.
  if (end < start) return WHOLE;
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end: Math.min(end, size - 1) };
}
