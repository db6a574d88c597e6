/**
 * The content editor's configuration (Decap CMS), made from the same front-matter schemas the build enforces
 * (model/schema.ts), so a field, its required-ness and its limits are described once. The fixed pages are one
 * collection per locale (why not Decap's i18n: docs/decisions/content-editor.md); the articles are one collection
 * each, in English.
 * What Decap's form cannot say (dates in order, unique titles, links that resolve) the editor checks before
 * every save with the build's own code (src/admin/editor-site.ts).
 */
import { DEFAULT_LOCALE, LOCALE_CODES, locales, type LocaleCode } from '../../i18n/locales.ts';
import { COLLECTIONS, type CollectionName } from '../../model/page-table.ts';
import type { Route } from '../../model/routes.ts';
import { type FieldSpec, REVISION, SOURCE_URL } from '../../model/field-types.ts';
import { SCHEMAS, type SchemaName } from '../../model/schema.ts';
import { clinic } from '../../site/clinic.ts';
import { AREAS, LEVELS, type SignCatalogue } from '../../model/warning-signs.ts';
import type { CmsSettings } from '../../site/cms.ts';
import {
  ADMIN_FORMAT,
  ADMIN_MEDIA,
  type FilterChoice,
  PAGE_TEXT_WIDGET,
  pagesCollectionOf,
  SIGN_PICKER_WIDGET,
  type SignChoice,
} from '../../site/admin.ts';
import { clinicCollection } from './admin-facts.ts';
import { AREA_LABELS, LEVEL_LABELS, signsCollection } from './admin-signs.ts';
import { glossaryCollection } from './admin-glossary.ts';

/** A Decap field, as far as this site uses its options. */
export interface DecapField {
  readonly name: string;
  readonly label: string;
  readonly widget: string;
  readonly required?: boolean;
  readonly hint?: string;
  readonly pattern?: readonly [string, string];
  readonly default?: unknown;
  readonly min?: number;
  readonly max?: number;
  readonly multiple?: boolean;
  readonly options?: ReadonlyArray<{ readonly label: string; readonly value: string }>;
  /** The pages the text box's link picker offers (widget `page-text`, src/admin/page-text.tsx). */
  readonly pages?: ReadonlyArray<{ readonly label: string; readonly value: string }>;
  /** The signs, body areas and levels the sign picker offers (widget `sign-picker`, src/admin/sign-picker.tsx). */
  readonly signs?: readonly SignChoice[];
  readonly areas?: readonly FilterChoice[];
  readonly levels?: readonly FilterChoice[];
  readonly field?: DecapField;
  readonly fields?: readonly DecapField[];
  readonly collapsed?: boolean;
  /** What one item of a list is called (its add button says it). */
  readonly label_singular?: string;
  readonly summary?: string;
  readonly choose_url?: boolean;
  readonly value_type?: 'int' | 'float';
  readonly step?: number;
}

export interface DecapFile {
  readonly name: string;
  readonly label: string;
  readonly file: string;
  readonly fields: readonly DecapField[];
}

export interface DecapCollection {
  readonly name: string;
  readonly label: string;
  readonly label_singular?: string;
  readonly description?: string;
  readonly folder?: string;
  readonly files?: readonly DecapFile[];
  readonly fields?: readonly DecapField[];
  readonly format: string;
  readonly extension: string;
  readonly create?: boolean;
  readonly delete?: boolean;
  readonly slug?: string;
  readonly identifier_field?: string;
  readonly summary?: string;
  readonly sortable_fields?: readonly string[];
  readonly preview_path?: string;
  /** `preview: false`: no preview pane beside the form. */
  readonly editor?: { readonly preview: boolean };
}

export interface DecapConfig {
  readonly backend: {
    readonly name: 'github';
    readonly repo: string;
    readonly branch: string;
    readonly base_url?: string;
    readonly squash_merges: boolean;
  };
  readonly local_backend?: { readonly url: string; readonly allowed_hosts: readonly string[] };
  readonly publish_mode: 'editorial_workflow';
  readonly load_config_file: false;
  readonly site_url: string;
  readonly display_url: string;
  readonly locale: string;
  readonly media_folder: string;
  readonly public_folder: string;
  readonly slug: { readonly encoding: 'ascii'; readonly clean_accents: true; readonly sanitize_replacement: '-' };
  readonly collections: readonly DecapCollection[];
}

/** A page the editor may pick as related: its id and its English title. */
export interface PageChoice {
  readonly id: string;
  readonly title: string;
}

export interface AdminConfigInput {
  readonly settings: CmsSettings;
  readonly siteUrl: string;
  /** The site's routes: the fixed pages become the editor's page files, every English page a related choice. */
  readonly routes: readonly Route[];
  /** Titles by route name (`about-us___cn`), for the labels of pages and related choices. */
  readonly titles: ReadonlyMap<string, string>;
  /** The catalogue of warning signs: the signs a clinical page may pick. */
  readonly signs?: SignCatalogue;
}

/** Editors' words for each field; a schema field without one still appears, under its own name. */
const LABELS: Readonly<Record<string, { readonly label: string; readonly hint?: string }>> = {
  title: { label: 'Title', hint: 'The page’s name in search results and at the top of the page; unique across the site.' },
  heading: { label: 'Heading on the page', hint: 'Only when the page header should differ from the title; <em> and <br> allowed.' },
  description: { label: 'Description', hint: 'Shown under the title in search results: at most 160 characters, unique across the site.' },
  summary: { label: 'Summary', hint: 'One or two sentences under the heading and on cards.' },
  date: { label: 'First published', hint: 'A date after today schedules the article: it appears on that day.' },
  publication: { label: 'Published in', hint: 'The newspaper or magazine the piece appeared in.' },
  image: { label: 'Picture' },
  keyPoints: { label: 'Key points', hint: 'Two to five short sentences shown in a box at the top.' },
  author: { label: 'Written by' },
  reviewer: { label: 'Reviewed by', hint: 'The clinician who checked the page.' },
  reviewed: { label: 'Last reviewed', hint: 'When the reviewer last checked the page.' },
  nextReview: { label: 'Next review due', hint: 'Usually a year after the last review.' },
  warningSigns: {
    label: 'When to get help',
    hint: 'Tick the warning signs for this page; choose its body area and a level to shorten the list. Each sign reads the same on every page: its words are changed, or a sign added, under Warning signs, for a clinician to review.',
  },
  sources: { label: 'Sources', hint: 'Public guidance the page draws on; a link only for a stable page.' },
  related: { label: 'Related pages' },
  draft: { label: 'Draft', hint: 'A draft stays out of the published site; the preview still shows it.' },
};

/** The order of the form, which is also the order of the fields in the saved file; fields not named here follow. */
const FORM_ORDER = [
  'title',
  'heading',
  'description',
  'summary',
  'date',
  'publication',
  'image',
  'keyPoints',
  'author',
  'reviewer',
  'reviewed',
  'nextReview',
  'warningSigns',
  'sources',
  'related',
  'draft',
];

/**
 * What the sign picker offers (src/admin/sign-picker.tsx): the catalogue's signs, most urgent level first, each in
 * the English patients read with its level and body areas, and the names of the levels and areas to filter by.
 */
function signPicker(signs: SignCatalogue): Pick<DecapField, 'widget' | 'signs' | 'areas' | 'levels'> {
  const all = Object.values(signs);
  return {
    widget: SIGN_PICKER_WIDGET,
    signs: LEVELS.flatMap((level) =>
      all.filter((s) => s.level === level).map((s) => ({ value: s.id, label: s.text.en, level, areas: s.areas })),
    ),
    areas: AREAS.map((value) => ({ value, label: AREA_LABELS[value] })),
    levels: LEVELS.map((value) => ({ value, label: LEVEL_LABELS[value] })),
  };
}

/** A text longer than this is edited in a box of several lines. */
const ONE_LINE_MAX = 120;

/**
 * Decap checks a pattern with `RegExp(pattern).test(value)` on non-empty values: these say exactly what the
 * schema's text check says (not blank, at most `max` UTF-16 code units, which is what both count). An optional
 * text of spaces only is let through: the file leaves it out (file-format.ts), as if the box were empty.
 */
export function textPattern(max: number | undefined, required: boolean, item = false): readonly [string, string] {
  const text = `(?=[\\s\\S]*\\S)[\\s\\S]${max === undefined ? '*' : `{0,${max}}`}`;
  const words = max === undefined ? 'Cannot be blank.' : `Cannot be blank; at most ${max} characters${item ? ' each' : ''}.`;
  return [required ? `^${text}$` : `^(?:\\s*|${text})$`, required ? words : words.replace('Cannot be blank; at', 'At')];
}

/** One way of writing a date everywhere staff see one: the file, the boxes, and the build's messages. */
const DATE_EXAMPLE = '2025-01-15';
const DATE_PATTERN: readonly [string, string] = [
  '^\\d{4}-\\d{2}-\\d{2}$',
  `A date written YYYY-MM-DD (year, month, day), such as ${DATE_EXAMPLE}.`,
];
const DATE_HINT = `Written YYYY-MM-DD (year, month, day), such as ${DATE_EXAMPLE}.`;

/** The Decap field for one schema field. */
export function decapField(name: string, spec: FieldSpec, related: readonly PageChoice[], signs: SignCatalogue = {}): DecapField {
  const { label, hint: said } = LABELS[name] ?? { label: name };
  const hint = spec.type.kind === 'date' ? `${said ? `${said} ` : ''}${DATE_HINT}` : said;
  const base = { name, label, ...(hint ? { hint } : {}), required: spec.required };
  return { ...base, ...widgetFor(name, spec, related, signs) };
}

function widgetFor(
  name: string,
  { type, required }: FieldSpec,
  related: readonly PageChoice[],
  signs: SignCatalogue,
): Omit<DecapField, 'name' | 'label'> {
  switch (type.kind) {
    case 'text':
      return { widget: type.max === undefined || type.max <= ONE_LINE_MAX ? 'string' : 'text', pattern: textPattern(type.max, required) };
    case 'date':
      // Typed as the build reads it and as every message names it: Decap's date picker is the browser's, which
      // shows the date in the computer's own order (mm/dd/yyyy on many) while the file and the messages say
      // YYYY-MM-DD. No default, so nobody publishes today's date by accident.
      return { widget: 'string', pattern: DATE_PATTERN };
    case 'image':
      return {
        widget: 'object',
        collapsed: false,
        fields: [
          {
            name: 'src',
            label: 'Picture file',
            widget: 'image',
            required: true,
            choose_url: false,
            hint: 'JPEG, PNG or WebP; a photo of at least 1200 pixels across.',
          },
          {
            name: 'alt',
            label: 'Alt text',
            widget: 'string',
            ...altField(type.altWords),
          },
        ],
      };
    case 'texts':
      return textsWidget(name, type.min, type.max, type.length, 'key point');
    case 'person':
      return { widget: 'select', options: Object.entries(clinic.people).map(([value, person]) => ({ value, label: person.name.en })) };
    case 'signIds':
      return { ...signPicker(signs), min: type.min, max: type.max };
    case 'sources':
      return {
        widget: 'list',
        label_singular: 'source',
        min: type.min,
        max: type.max,
        summary: '{{fields.title}} ({{fields.publisher}})',
        fields: [
          { name: 'title', label: 'Title', widget: 'string', required: true, pattern: textPattern(undefined, true) },
          { name: 'publisher', label: 'Publisher', widget: 'string', required: true, pattern: textPattern(undefined, true) },
          {
            name: 'url',
            label: 'Address (only for a stable page)',
            widget: 'string',
            required: false,
            pattern: [SOURCE_URL.source, 'An https:// address, without spaces.'],
          },
        ],
      };
    case 'pageIds':
      return { widget: 'select', multiple: true, options: related.map((p) => ({ value: p.id, label: `${p.title} (${p.id})` })) };
    case 'boolean':
      // A field that allows one value only (a fixed page's `draft: false`) has nothing to choose: kept as read.
      return type.only === undefined ? { widget: 'boolean', default: false } : { widget: 'hidden' };
    case 'translation': {
      const people = Object.entries(clinic.people).map(([value, person]) => ({ value, label: person.name.en }));
      // Every box optional in the form: Decap holds the boxes of an optional group to `required` even when the whole
      // group is left empty (decap-cms issue 7748), which would block saving every English page. The build names a
      // record that is started but not complete.
      return {
        widget: 'object',
        collapsed: true,
        required: false,
        hint: 'Only for a page translated from English: who translated and checked it, and from which English version.',
        fields: [
          {
            name: 'from',
            label: 'English version translated (12 letters and digits, from the build message)',
            widget: 'string',
            required: false,
            pattern: [REVISION.source, 'The 12 letters and digits the build names for the English page.'],
          },
          { name: 'translated', label: 'Translated on (YYYY-MM-DD)', widget: 'string', required: false, pattern: DATE_PATTERN },
          { name: 'translator', label: 'Translator', widget: 'select', required: false, options: people },
          { name: 'reviewer', label: 'Bilingual reviewer', widget: 'select', required: false, options: people },
          { name: 'secondReader', label: 'Second reader (urgent, risks, medicines)', widget: 'select', required: false, options: people },
          { name: 'checked', label: 'Second reading on (YYYY-MM-DD)', widget: 'string', required: false, pattern: DATE_PATTERN },
        ],
      };
    }
  }
}

function textsWidget(name: string, min: number, max: number, length: number, item: string): Omit<DecapField, 'name' | 'label'> {
  return {
    widget: 'list',
    label_singular: item,
    min,
    max,
    field: {
      name: `${name}Item`,
      // Each item is named by what it is ("Key point"), not Decap's "Item".
      label: `${item.charAt(0).toUpperCase()}${item.slice(1)}`,
      widget: length > ONE_LINE_MAX ? 'text' : 'string',
      required: true,
      pattern: textPattern(length, true, true),
    },
  };
}

/** The fields of a schema in the form's order, then the page's text. */
export function decapFields(schema: SchemaName, related: readonly PageChoice[], signs: SignCatalogue = {}): DecapField[] {
  const fields = SCHEMAS[schema];
  const names = [...FORM_ORDER.filter((name) => name in fields), ...Object.keys(fields).filter((name) => !FORM_ORDER.includes(name))];
  const body: DecapField = {
    name: 'body',
    label: 'Text',
    // Markdown as written, in a plain text box: Decap's markdown editor would escape our conventions
    // ({#heading-ids}, {{placeholders}}) in its rich-text mode, and its source mode is a box with no accessible name.
    // Under the box, a list of the site's pages puts a link to one into the text (page-text.tsx).
    widget: PAGE_TEXT_WIDGET,
    pages: related.map((page) => ({ value: page.id, label: page.title })),
    required: true,
    // Decap renders a hint as markdown: the syntax it teaches is written as code, so it shows as typed, not as a link.
    hint: 'Headings start with `##`: `## Symptoms`. To link to another page of the site, choose it under the box and press “Insert the link”.',
    // An article's length is the build's rule (copy-rules.ts, 500 to 1,200 words of the text as shown); the form
    // counts the markdown as typed, a few words more, so it catches a short article before the build does.
    ...('date' in fields
      ? { pattern: ['^\\W*(?:\\w+\\W+){499,}\\w*\\W*$', 'An article has 500 to 1,200 words; this one is shorter.'] as const }
      : {}),
  };
  return [...names.map((name) => decapField(name, fields[name] as FieldSpec, related, signs)), body];
}

function schemaOfRoute(route: Route): SchemaName {
  return route.collection ?? (route.kind === 'landing' ? 'landing' : 'pages');
}

export function decapConfig(input: AdminConfigInput): DecapConfig {
  const { settings, routes, titles } = input;
  const english = routes.filter((r) => r.locale === DEFAULT_LOCALE);
  const related = english
    .filter((r) => !r.noindex)
    .map((r) => ({ id: r.id, title: titles.get(r.name) ?? r.id }))
    .sort((a, b) => a.title.localeCompare(b.title));
  const articles = COLLECTIONS.filter((c) => c.locales.includes(DEFAULT_LOCALE)).map((c) =>
    articleCollection(c.name, c.dir, c.basePath, related, input.signs),
  );
  return {
    backend: {
      name: 'github',
      repo: settings.repo ?? 'not/configured',
      branch: settings.branch,
      ...(settings.authUrl ? { base_url: settings.authUrl } : {}),
      squash_merges: true,
    },
    ...(settings.localProxy ? { local_backend: { url: settings.localProxy, allowed_hosts: ['127.0.0.1', 'localhost'] } } : {}),
    publish_mode: 'editorial_workflow',
    load_config_file: false,
    site_url: input.siteUrl,
    display_url: input.siteUrl,
    locale: 'en',
    media_folder: ADMIN_MEDIA.folder,
    public_folder: ADMIN_MEDIA.publicPath,
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [
      ...LOCALE_CODES.map((code) => pagesCollection(code, routes, titles, related, input.signs)),
      ...articles,
      clinicCollection(),
      signsCollection(),
      glossaryCollection(),
    ],
  };
}

function articleCollection(
  name: CollectionName,
  dir: string,
  basePath: string,
  related: readonly PageChoice[],
  signs?: SignCatalogue,
): DecapCollection {
  const label = { services: 'Services', blog: 'Blog articles', media: 'Media articles' }[name];
  return {
    name,
    label,
    label_singular: label.replace(/s$/, '').replace(/ articles$/, ' article'),
    folder: `content/${DEFAULT_LOCALE}/${dir}`,
    format: ADMIN_FORMAT,
    extension: 'md',
    create: true,
    // Other pages may name an article (related, links): removing one is a change to review in git.
    delete: false,
    slug: '{{slug}}',
    identifier_field: 'title',
    summary: '{{title}}',
    sortable_fields: ['date', 'title'],
    preview_path: `${basePath.slice(1)}{{slug}}/`,
    fields: decapFields(name, related, signs),
  };
}

/**
 * The fixed pages of one locale, each its own file: `content/<locale>/pages/<id>.md`. Decap's i18n cannot hold
 * this layout (the locale at the root of content/; for a files collection Decap allows only one file holding every
 * language), so each language is a collection of its own and its pages keep their files as they are.
 */
function pagesCollection(
  code: LocaleCode,
  routes: readonly Route[],
  titles: ReadonlyMap<string, string>,
  related: readonly PageChoice[],
  signs?: SignCatalogue,
): DecapCollection {
  const locale = locales[code];
  const files: DecapFile[] = routes
    .filter((r) => !r.collection && r.locale === code)
    .map((route) => ({
      name: route.id,
      label: titles.get(route.name) ?? route.id,
      file: `content/${route.file}`,
      fields: decapFields(schemaOfRoute(route), related, signs),
    }));
  return {
    name: pagesCollectionOf(code),
    label: code === DEFAULT_LOCALE ? 'Pages' : `Pages in ${locale.name} (${locale.label})`,
    description: `The fixed pages of the site in ${locale.name}.`,
    format: ADMIN_FORMAT,
    extension: 'md',
    files,
  };
}

/** The alt text field: always required, with a word count where the schema asks for one (an article's picture). */
function altField(words: number | undefined) {
  if (words === undefined)
    return {
      required: true,
      pattern: ['^\\s*\\S', 'Describe what the picture shows.'] as const,
      hint: 'What the picture shows, in a short sentence, for people who cannot see it.',
    };
  return {
    required: true,
    pattern: [`^\\s*\\S+(?:\\s+\\S+){${words - 1},}\\s*$`, `Describe what the picture shows in at least ${words} words.`] as const,
    hint: `What the picture shows, in at least ${words} words, for people who cannot see it; it is also the card and share picture.`,
  };
}
