import type { Translator } from './messages.ts';

/** Singapore's zone: dates are formatted there so build machines and browsers anywhere agree. */
export const TIME_ZONE = 'Asia/Singapore';

const formats = new Map<string, Intl.DateTimeFormat>();
const formatted = new Map<string, string>();

/** A calendar date (YYYY-MM-DD) in the translator's language, e.g. "14 May 2024" or "2024年5月14日". */
export function formatDay(t: Translator, isoDate: string): string {
  // A listing shows thousands of dates, most of them repeated: each is formatted once per language.
  const key = `${t.locale}|${isoDate}`;
  const done = formatted.get(key);
  if (done !== undefined) return done;
  let format = formats.get(t.locale);
  if (!format) {
    // One formatter per language for the whole build: creating Intl formatters is the costly part.
    format = new Intl.DateTimeFormat(t.locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE });
    formats.set(t.locale, format);
  }
  const text = format.format(new Date(`${isoDate}T12:00:00+08:00`));
  formatted.set(key, text);
  return text;
}
