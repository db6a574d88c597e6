/**
 * The record of clinical sign-off (content/clinical-reviews.yml): who reviewed which clinical pages and which
 * warning signs, on which day. A page's "Last reviewed" date and every sign of the catalogue stand on a record
 * here, so a date cannot move, nor a sign change, without a named clinician having signed it off.
 */
import { isCalendarDay } from './field-types.ts';

export interface ReviewRecord {
  /** YYYY-MM-DD. */
  readonly date: string;
  /** A person id of the clinic facts; the build requires a clinician. */
  readonly reviewer: string;
  /** Content paths without `.md`, as `en/services/spine-hip-injury`. */
  readonly pages: readonly string[];
  /** Ids of the catalogue of warning signs. */
  readonly signs: readonly string[];
  readonly note: string;
}

export interface RecordProblem {
  /** Where in the file: `records.<index>` or `records.<index>.<field>[.<index>]`. */
  readonly path: readonly (string | number)[];
  readonly message: string;
}

const FIELDS = ['date', 'reviewer', 'pages', 'signs', 'note'];

/** Checks the file's data: a `records:` list of {date, reviewer, pages, signs, note}. */
export function checkReviewRecords(data: unknown): {
  readonly records: readonly ReviewRecord[];
  readonly problems: readonly RecordProblem[];
} {
  const problems: RecordProblem[] = [];
  const records: ReviewRecord[] = [];
  if (!isRecord(data) || !Array.isArray(data.records)) {
    return { records, problems: [{ path: [], message: 'expected a "records:" list, each with date, reviewer, pages, signs and note' }] };
  }
  for (const key of Object.keys(data))
    if (key !== 'records') problems.push({ path: [key], message: 'is not a known field (known: records)' });
  data.records.forEach((value: unknown, index: number) => {
    const at = (field?: string) => (field ? ['records', index, field] : ['records', index]);
    if (!isRecord(value)) {
      problems.push({ path: at(), message: `expected ${FIELDS.join(', ')}` });
      return;
    }
    const before = problems.length;
    const { date, reviewer, note } = value;
    if (typeof date !== 'string' || !isCalendarDay(date))
      problems.push({ path: at('date'), message: 'expected a date written YYYY-MM-DD' });
    if (typeof reviewer !== 'string' || reviewer === '')
      problems.push({ path: at('reviewer'), message: 'expected the id of a person in content/clinic.yml' });
    if (typeof note !== 'string' || note.trim() === '')
      problems.push({ path: at('note'), message: 'expected a note: what was reviewed, and why' });
    const list = (field: 'pages' | 'signs') => {
      const given = value[field] ?? [];
      if (!Array.isArray(given) || !given.every((v) => typeof v === 'string' && v !== '')) {
        problems.push({
          path: at(field),
          message: `expected a list of ${field === 'pages' ? 'content paths (en/services/knee)' : 'sign ids'}`,
        });
        return [];
      }
      return given as string[];
    };
    const pages = list('pages');
    const signs = list('signs');
    if (pages.length + signs.length === 0)
      problems.push({ path: at(), message: 'names no page and no sign: a record says what was reviewed' });
    for (const key of Object.keys(value))
      if (!FIELDS.includes(key)) problems.push({ path: at(key), message: `is not a field of a record (known: ${FIELDS.join(', ')})` });
    if (problems.length === before)
      records.push({ date: date as string, reviewer: reviewer as string, pages, signs, note: note as string });
  });
  return { records, problems };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
