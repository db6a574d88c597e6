/**
 * Front-matter schemas per collection. Hand-rolled rather than a schema library: the rules are few, and every
 * error must say file, field and what was expected in words an editor understands.
 */
import type { PersonKey } from '../site/clinic.ts';
import { checkValue, isCalendarDay, type FieldSpec, type FieldType } from './field-types.ts';
import type { CollectionName } from './page-table.ts';

export interface ImageRef {
  readonly src: string;
  readonly alt: string;
}

/** Public guidance a page draws on, named by its publisher and title; linked only where the page is stable. */
export interface Source {
  readonly title: string;
  readonly publisher: string;
  readonly url?: string;
}

/** Front matter after validation. Articles always have summary, date and image (their schema requires them). */
export interface Meta {
  readonly title: string;
  readonly description: string;
  readonly heading?: string;
  readonly summary?: string;
  readonly image?: ImageRef;
  readonly date?: string;
  readonly reviewed?: string;
  readonly nextReview?: string;
  readonly related: readonly string[];
  readonly publication?: string;
  /** Clinical pages: who wrote it and which clinician reviewed it (keys of the clinic facts' people). */
  readonly author?: PersonKey;
  readonly reviewer?: PersonKey;
  readonly keyPoints?: readonly string[];
  /** When to get help: ids of the catalogue of warning signs, which gives each its words and its one level. */
  readonly warningSigns?: readonly string[];
  readonly sources?: readonly Source[];
  /** Kept out of published builds; `npm run dev` shows it with a notice (see model/publication.ts). */
  readonly draft?: boolean;
  /** A translated page's record: the English revision it was made from, who translated and checked it, when. */
  readonly translation?: TranslationRecord;
}

export interface TranslationRecord {
  /** The English file's revision (12 hex digits of its SHA-256) the translation was made from. */
  readonly from: string;
  readonly translated: string;
  readonly translator: PersonKey;
  /** The bilingual reviewer. */
  readonly reviewer: PersonKey;
  /** Who checked the urgent, risks and medicines sections against the English, and on which day. */
  readonly secondReader: PersonKey;
  readonly checked: string;
}

/** `landing`: the fixed pages that are about a condition (knee, foot and ankle), clinical like articles. */
export type SchemaName = 'pages' | 'landing' | CollectionName;

export type { FieldSpec } from './field-types.ts';

const DESCRIPTION_MAX = 160;

const field = (type: FieldType, required = true): FieldSpec => ({ required, type });
const text = (max?: number): FieldType => (max === undefined ? { kind: 'text' } : { kind: 'text', max });
const DATE: FieldType = { kind: 'date' };
const IMAGE: FieldType = { kind: 'image' };
/** An article's picture is also its card and share picture: described in a few words, never decorative. */
const ARTICLE_IMAGE: FieldType = { kind: 'image', altWords: 4 };
const PERSON: FieldType = { kind: 'person' };
const KEY_POINTS: FieldType = { kind: 'texts', min: 2, max: 5, length: 200 };

/**
 * When to get help: the page's signs, named by id; the catalogue holds their words and levels. Up to 24: a broad
 * page (sports injuries, the whole foot and ankle) needs the companions its signs bring (clot, stroke, child hip).
 */
const WARNING_SIGNS: FieldType = { kind: 'signIds', min: 2, max: 24 };

const DRAFT: FieldType = { kind: 'boolean', expected: 'true or false (true keeps the page out of the published site)' };

/**
 * A fixed page is part of the site's frame: the navigation, the footer, the forms and the search box link to them
 * on every page, so no build can leave one out. `draft: false` is accepted (an editor's form may always write it).
 */
const FIXED_PAGE_DRAFT: FieldType = {
  kind: 'boolean',
  only: false,
  expected:
    'false or no draft field: only articles (services, blog, media) can be drafts; this fixed page is linked from every page, so every build publishes it',
};

const PAGE_FIELDS: Record<string, FieldSpec> = {
  title: field(text(90)),
  description: field(text(DESCRIPTION_MAX)),
  heading: field(text(), false),
  summary: field(text(400), false),
  image: field(IMAGE, false),
  reviewed: field(DATE, false),
  nextReview: field(DATE, false),
  draft: field(FIXED_PAGE_DRAFT, false),
  translation: field({ kind: 'translation' }, false),
};

const ARTICLE_FIELDS: Record<string, FieldSpec> = {
  ...PAGE_FIELDS,
  summary: field(text(300)),
  date: field(DATE),
  image: field(ARTICLE_IMAGE),
  related: field({ kind: 'pageIds' }, false),
  draft: field(DRAFT, false),
};

/** What makes a page clinical: dated reviews, named people, the urgent-care block and its sources. */
const CLINICAL_FIELDS: Record<string, FieldSpec> = {
  reviewed: field(DATE),
  nextReview: field(DATE),
  author: field(PERSON),
  reviewer: field(PERSON),
  warningSigns: field(WARNING_SIGNS),
  sources: field({ kind: 'sources', min: 1, max: 8 }),
};

const CLINICAL_ARTICLE_FIELDS: Record<string, FieldSpec> = {
  ...ARTICLE_FIELDS,
  ...CLINICAL_FIELDS,
  keyPoints: field(KEY_POINTS),
};

/** Every field each kind of page may have, in the order editors meet them; the build and the editor's form read these. */
export const SCHEMAS: Readonly<Record<SchemaName, Readonly<Record<string, FieldSpec>>>> = {
  pages: PAGE_FIELDS,
  landing: { ...PAGE_FIELDS, ...CLINICAL_FIELDS, keyPoints: field(KEY_POINTS, false) },
  services: CLINICAL_ARTICLE_FIELDS,
  blog: CLINICAL_ARTICLE_FIELDS,
  media: { ...CLINICAL_ARTICLE_FIELDS, publication: field(text(120), false) },
};

export interface FieldProblem {
  readonly field: string;
  readonly message: string;
}

/** Dates that must not come before another: a review cannot predate the first publication. */
const DATE_ORDER: ReadonlyArray<readonly [later: string, earlier: string, reason: string]> = [
  ['reviewed', 'date', 'a page cannot be reviewed before it was first published'],
  ['nextReview', 'reviewed', 'the next review comes after the last one'],
];

/** Every problem of one file's front matter: missing, wrong or unknown fields, and dates out of order. */
export function checkFrontMatter(schema: SchemaName, data: Readonly<Record<string, unknown>>): FieldProblem[] {
  const fields = SCHEMAS[schema];
  const problems: FieldProblem[] = [];
  for (const [name, spec] of Object.entries(fields)) {
    const value = data[name];
    if (value === undefined || value === null) {
      if (spec.required) problems.push({ field: name, message: `is missing; expected ${describe(spec, value)}` });
      continue;
    }
    const expected = checkValue(spec.type, value);
    if (expected) problems.push({ field: name, message: `expected ${expected}` });
  }
  for (const name of Object.keys(data)) {
    // Own fields only: `in` also finds what every object inherits (constructor, toString, __proto__).
    if (!Object.hasOwn(fields, name))
      problems.push({ field: name, message: `is not a known field (known: ${Object.keys(fields).join(', ')})` });
  }
  for (const [later, earlier, reason] of DATE_ORDER) {
    const a = toIsoDate(data[later]);
    const b = toIsoDate(data[earlier]);
    if (a && b && a < b) problems.push({ field: later, message: `is ${a}, before ${earlier} (${b}); ${reason}` });
  }
  return problems;
}

function describe(spec: FieldSpec, value: unknown): string {
  return checkValue(spec.type, value) ?? 'a value';
}

/**
 * The date as written when it is a real day of the calendar, else undefined. Front matter is read with YAML's
 * core schema, so dates arrive as the text the editor typed; `Date.parse` would accept 2026-02-30 as 2 March.
 */
export function toIsoDate(value: unknown): string | undefined {
  return typeof value === 'string' && isCalendarDay(value) ? value : undefined;
}

/** Front matter already checked by `checkFrontMatter`, with dates normalised. */
export function toMeta(data: Readonly<Record<string, unknown>>): Meta {
  const meta = { ...data } as Record<string, unknown>;
  for (const key of ['date', 'reviewed', 'nextReview']) if (meta[key] !== undefined) meta[key] = toIsoDate(meta[key]);
  meta.related = Array.isArray(meta.related) ? meta.related : [];
  return meta as unknown as Meta;
}
