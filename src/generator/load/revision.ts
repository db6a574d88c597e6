/**
 * An English page's revision: the first 12 hex digits of the SHA-256 of its file's text with line ends made LF (a
 * file saved on Windows has the same revision). A translation records the revision it was made from (front matter
 * `translation.from`); when the English file's revision is another, the translation is out of step with it. The
 * build and `npm run revision` (the number a keeper writes into `from`) both use this function.
 */
import { createHash } from 'node:crypto';

export function revisionOf(text: string): string {
  return createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('hex').slice(0, 12);
}
