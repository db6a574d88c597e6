/**
 * Opening times as each language writes them, from the HH:MM values the structured data publishes, so the page
 * and the data can never disagree. The times are the clinic's wall-clock times, not moments: no date or time
 * zone takes part, so the server, the browser and any machine's zone give the same words. Written by hand rather
 * than with Intl.DateTimeFormat because ICU's output changes between the Node versions we support (en-SG is
 * "9:00 am" with a narrow no-break space in some, "9:00 AM" in others; ms gives "9:00 PG", which nobody writes
 * on a clinic's door) and the pages must be the same bytes whichever Node built them.
 */
import type { LocaleCode } from '../i18n/locales.ts';

/** Minutes since midnight of an HH:MM time. */
function minutes(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new Error(`"${time}" is not a time written HH:MM`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The 12-hour clock's reading of a time: `9:00`, `12:30`. */
function twelveHour(total: number): string {
  const hour = Math.floor(total / 60) % 12 || 12;
  return `${hour}:${String(total % 60).padStart(2, '0')}`;
}

/** The part of the day a time falls in, as each language names it on a clinic's opening hours. */
const DAY_PARTS: Readonly<Record<LocaleCode, (total: number) => { word: string; before: boolean }>> = {
  en: (total) => ({ word: total < 12 * 60 ? 'am' : 'pm', before: false }),
  // 上午 morning, 中午 noon hour, 下午 afternoon, 晚上 evening, 凌晨 small hours: the word comes first.
  cn: (total) => {
    const hour = Math.floor(total / 60);
    const word = hour < 5 ? '凌晨' : hour < 12 ? '上午' : hour < 13 ? '中午' : hour < 18 ? '下午' : '晚上';
    return { word, before: true };
  },
  // pagi morning, tengah hari midday, petang afternoon, malam night: after the time.
  bh: (total) => {
    const hour = Math.floor(total / 60);
    const word = hour < 12 ? 'pagi' : hour < 14 ? 'tengah hari' : hour < 19 ? 'petang' : 'malam';
    return { word, before: false };
  },
};

/** One time of day in a language: `9:00 am`, `上午9:00`, `9:00 pagi`. */
export function formatTime(time: string, locale: LocaleCode): string {
  const total = minutes(time);
  const { word, before } = DAY_PARTS[locale](total);
  return before ? `${word}${twelveHour(total)}` : `${twelveHour(total)} ${word}`;
}

/** Opening and closing time in a language: `9:00 am – 5:30 pm`. */
export function formatTimes(opens: string, closes: string, locale: LocaleCode): string {
  return `${formatTime(opens, locale)} – ${formatTime(closes, locale)}`;
}
