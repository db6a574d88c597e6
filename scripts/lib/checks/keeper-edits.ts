/**
 * The two edits the people who keep this site make most often, as text transformations a test can check:
 * a new English blog article copied from an existing one with seven front-matter values changed, every phone
 * number of the clinic facts changed to another valid Singapore number, and new opening hours. `scripts/keeper-edits.ts` applies them to
 * a copy of the repository and runs the suite there; nothing here touches a file.
 */
import { isMap, parseDocument } from 'yaml';
import { readClinicFile, writeClinicFile } from '../../../src/admin/clinic-facts.ts';

/** The front-matter fields a keeper changes when adding an article by copying one. */
export const ARTICLE_FIELDS = ['title', 'description', 'summary', 'date', 'reviewed', 'image.alt', 'related'] as const;
export type ArticleField = (typeof ARTICLE_FIELDS)[number];

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A YYYY-MM-DD date moved by whole days (in UTC, so no time zone can shift it). */
export function addDays(isoDate: string, days: number): string {
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(time)) throw new Error(`"${isoDate}" is not a date written as YYYY-MM-DD`);
  return new Date(time + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * New publication and review dates: one day later and one day earlier, or later when that would put the review
 * before publication, so `date <= reviewed <= nextReview` still holds without touching nextReview.
 */
function newDates(date: string, reviewed: string, nextReview: string | undefined): { date: string; reviewed: string } {
  const published = addDays(date, 1);
  const earlier = addDays(reviewed, -1);
  const later = addDays(reviewed, 1);
  const review = earlier >= published ? earlier : later;
  if (review < published || (nextReview !== undefined && review > nextReview)) {
    throw new Error(`cannot move date ${date} and reviewed ${reviewed} and keep them before nextReview ${nextReview}`);
  }
  return { date: published, reviewed: review };
}

const text = (value: unknown, field: string): string => {
  if (typeof value !== 'string' || value === '') throw new Error(`the article to copy has no ${field}`);
  return value;
};

/** The front matter of a markdown file as plain data. */
export function frontMatterOf(source: string): Record<string, unknown> {
  const block = FRONT_MATTER.exec(source)?.[1];
  if (block === undefined) throw new Error('the file has no front matter');
  const data: unknown = parseDocument(block, { schema: 'core' }).toJS();
  if (typeof data !== 'object' || data === null) throw new Error('the front matter is not a map');
  return data as Record<string, unknown>;
}

/**
 * A copy of the article `source` (a blog article with the slug `sourceSlug`) with new title, description,
 * summary, dates, picture description and related pages; its body and every other field unchanged. With
 * `imageSrc`, the main picture becomes that file (a photo the editor uploaded, as `/images/uploads/…`).
 */
export function copyArticle(source: string, sourceSlug: string, imageSrc?: string): string {
  const match = FRONT_MATTER.exec(source);
  if (!match || match[1] === undefined) throw new Error('the article to copy has no front matter');
  const doc = parseDocument(match[1], { schema: 'core' });
  const old = frontMatterOf(source);
  const dates = newDates(
    text(old.date, 'date'),
    text(old.reviewed, 'reviewed'),
    typeof old.nextReview === 'string' ? old.nextReview : undefined,
  );
  const image = doc.get('image');
  if (!isMap(image) || typeof image.get('alt') !== 'string') throw new Error('the article to copy has no image alt text');
  const related = Array.isArray(old.related) ? old.related.filter((id): id is string => typeof id === 'string') : [];

  doc.set('title', 'Staying Active with Knee Arthritis');
  doc.set(
    'description',
    'Gentle ways to keep moving when knee arthritis makes walking and stairs harder, and the signs that mean you should see a specialist.',
  );
  doc.set(
    'summary',
    'Staying active helps most people with knee arthritis. This guide explains safe ways to move more and when to get help.',
  );
  doc.set('date', dates.date);
  doc.set('reviewed', dates.reviewed);
  image.set('alt', 'Photo of a person walking in a park with a supportive sleeve on one knee');
  if (imageSrc !== undefined) image.set('src', imageSrc);
  // The article it was copied from, then the rest of the old list: a list that differs from the old one.
  doc.set('related', [`blog-${sourceSlug}`, ...related.slice(0, 1)]);
  return source.replace(match[0], `---\n${doc.toString({ lineWidth: 0 })}---\n`);
}

/** The value of a field of ARTICLE_FIELDS (`image.alt` reads the nested field). */
export function fieldValue(data: Record<string, unknown>, field: ArticleField): unknown {
  if (field !== 'image.alt') return data[field];
  const image = data.image;
  return typeof image === 'object' && image !== null ? (image as Record<string, unknown>).alt : undefined;
}

/** The fields of ARTICLE_FIELDS whose value is the same in both front matters (none, after copyArticle). */
export function unchangedFields(before: Record<string, unknown>, after: Record<string, unknown>): ArticleField[] {
  return ARTICLE_FIELDS.filter((f) => JSON.stringify(fieldValue(before, f)) === JSON.stringify(fieldValue(after, f)));
}

/** A Singapore number in any form the clinic facts may write: `+65`, then 8 digits, maybe split 4 + 4 by a (no-break) space. */
const SG_NUMBER = /\+65(\\u00a0|\u00a0| )?([3689]\d{3})(\\u00a0|\u00a0| )?(\d{4})/g;
/** A valid Singapore number: 8 digits starting with 3 (VoIP), 6 (fixed line), 8 or 9 (mobile). */
export const VALID_SG = /^\+65[3689]\d{7}$/;

export interface PhoneChange {
  readonly text: string;
  /** Old number → new number, both as +65 and 8 digits. */
  readonly changes: ReadonlyMap<string, string>;
}

/**
 * Every Singapore number in the clinic facts changed to another: the first digit (the kind of line) is kept and
 * the other seven become 555 and a counter, which no real clinic number here uses. The same number changes the
 * same way wherever and however it is written, so the display and +65 forms of one phone still agree.
 */
export function changePhoneNumbers(source: string): PhoneChange {
  const changes = new Map<string, string>();
  const replaced = source.replace(SG_NUMBER, (_, space1: string | undefined, head: string, space2: string | undefined, tail: string) => {
    const old = `+65${head}${tail}`;
    let next = changes.get(old);
    if (!next) {
      // A 555 number, or a 444 one for a number that is a 555 one already (the check may run on its own output).
      const block = head.slice(1, 4) === '555' ? '444' : '555';
      next = `+65${head[0]}${block}${String(changes.size + 1).padStart(4, '0')}`;
      changes.set(old, next);
    }
    const digits = next.slice(3);
    return `+65${space1 ?? ''}${digits.slice(0, 4)}${space2 ?? ''}${digits.slice(4)}`;
  });
  return { text: replaced, changes };
}

/** What is wrong with a phone change: an old number still written anywhere, an invalid or unchanged number. */
export function phoneChangeProblems(before: string, change: PhoneChange): string[] {
  const problems: string[] = [];
  if (change.changes.size === 0) problems.push('no phone number found');
  const digitsOf = (text: string) => text.replace(/\\u00a0|\u00a0| /g, '');
  for (const [old, next] of change.changes) {
    if (old === next) problems.push(`${old} did not change`);
    if (!VALID_SG.test(next)) problems.push(`${next} is not a valid Singapore number`);
    if (before.includes(next.slice(3))) problems.push(`${next} was already in the file`);
    if (digitsOf(change.text).includes(old.slice(3))) problems.push(`${old} is still written in the file`);
  }
  return problems;
}

/** HH:MM moved by whole minutes, kept within the day. */
function shiftTime(time: string, by: number): string {
  const [hours, minutes] = time.split(':').map(Number);
  const total = Math.min(23 * 60 + 59, Math.max(0, (hours ?? 0) * 60 + (minutes ?? 0) + by));
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

export interface HoursChange {
  readonly text: string;
  /** One line per changed row: `Monday to Friday 09:00–17:30 → 08:30–18:00`. */
  readonly changes: readonly string[];
}

/**
 * New opening hours, written as the editor's "Clinic details" writes the file: every open row opens half an hour
 * earlier and closes half an hour later.
 */
export function changeOpeningHours(source: string): HoursChange {
  const data = readClinicFile(source);
  const changes: string[] = [];
  const rows = Array.isArray(data.hours) ? (data.hours as Array<Record<string, unknown>>) : [];
  for (const row of rows) {
    const { opens, closes } = row;
    if (typeof opens !== 'string' || typeof closes !== 'string') continue;
    row.opens = shiftTime(opens, -30);
    row.closes = shiftTime(closes, 30);
    const label = (row.label as Record<string, unknown> | undefined)?.en;
    changes.push(`${String(label)} ${opens}–${closes} → ${row.opens}–${row.closes}`);
  }
  return { text: writeClinicFile(data), changes };
}
