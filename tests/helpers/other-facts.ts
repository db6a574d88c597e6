/**
 * Facts a test changes, worked out from the facts it finds: the keepers' check and the clinic's own edits change
 * numbers and hours, so a value typed into a test may already be the file's, and the change would be none.
 */

/** Another number of the same form: its last digit moved on by one. */
export function anotherNumber(number: string): string {
  const last = Number(number.at(-1));
  if (!Number.isInteger(last)) throw new Error(`"${number}" does not end in a digit`);
  return `${number.slice(0, -1)}${(last + 1) % 10}`;
}

/** Another HH:MM time of the same day: an hour later, or an hour earlier when that would pass midnight. */
export function anotherTime(time: string): string {
  const match = /^(\d\d):(\d\d)$/.exec(time);
  if (!match) throw new Error(`"${time}" is not a time written HH:MM`);
  const hours = Number(match[1]);
  return `${String(hours < 23 ? hours + 1 : hours - 1).padStart(2, '0')}:${match[2]}`;
}
