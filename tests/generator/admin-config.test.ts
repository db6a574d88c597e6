/**
 * The editor's form and the build's schemas agree field by field: every field of every schema is in the form of
 * every kind of page that has it, with the same required-ness, and nothing else is; and for each field, what the
 * form lets an editor save is, once written to the file (src/admin/file-format.ts), what the build accepts, tried
 * on values at and around each limit. A schema change that forgets the editor fails here. Decap itself accepts
 * the configuration too.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanFrontMatter } from '../../src/admin/file-format.ts';
import { decapConfig, type DecapCollection, type DecapConfig, type DecapField } from '../../src/generator/admin/admin-config.ts';
import { LOCALE_CODES } from '../../src/i18n/locales.ts';
import { checkValue, type FieldSpec, type FieldType, personKeys, SOURCE_URL } from '../../src/model/field-types.ts';
import { COLLECTIONS } from '../../src/model/page-table.ts';
import type { Route, RouteManifest } from '../../src/model/routes.ts';
import { SCHEMAS, type SchemaName } from '../../src/model/schema.ts';
import { pagesCollectionOf, SIGN_PICKER_WIDGET } from '../../src/site/admin.ts';
import { decapValidation, type DecapValidation } from '../helpers/decap-config-check.ts';
import { manifestOf } from '../helpers/real-site.ts';
import { ROOT } from '../helpers/project.ts';
import { loadSignCatalogue } from '../../src/generator/load/warning-signs.ts';
import type { SignCatalogue } from '../../src/model/warning-signs.ts';
import path from 'node:path';
import { valueOrThrow } from '../../src/shared/problems.ts';
import { loadGlossary } from '../../src/generator/load/glossary.ts';

let manifest: RouteManifest;
let config: DecapConfig;
let decap: DecapValidation;
let catalogue: SignCatalogue;

beforeAll(async () => {
  manifest = await manifestOf();
  catalogue = valueOrThrow(await loadSignCatalogue(path.join(ROOT, 'content'), 'content'));
  config = decapConfig({
    settings: { repo: 'clinic/site', branch: 'main' },
    siteUrl: 'https://clinic.test',
    routes: manifest.routes,
    titles: new Map(),
    signs: catalogue,
  });
  decap = await decapValidation();
});

const schemaOf = (route: Route): SchemaName => route.collection ?? (route.kind === 'landing' ? 'landing' : 'pages');

/** Every form of the configuration with the schema of the files it edits. */
function forms(): Array<{ readonly where: string; readonly schema: SchemaName; readonly fields: readonly DecapField[] }> {
  const byName = new Map<string, DecapCollection>(config.collections.map((c) => [c.name, c]));
  const result = [];
  for (const collection of COLLECTIONS) {
    const form = byName.get(collection.name);
    if (!form?.fields) throw new Error(`no collection ${collection.name} in the editor`);
    result.push({ where: collection.name, schema: collection.name, fields: form.fields });
  }
  for (const code of LOCALE_CODES) {
    const files = byName.get(pagesCollectionOf(code))?.files ?? [];
    for (const route of manifest.routes.filter((r) => !r.collection && r.locale === code)) {
      const file = files.find((f) => f.file === `content/${route.file}`);
      if (!file) throw new Error(`no file for ${route.file} in the editor`);
      result.push({ where: route.file, schema: schemaOf(route), fields: file.fields });
    }
  }
  return result;
}

/** What Decap's form lets through, as its control pane validates: presence, pattern, list length, choices. */
function decapAccepts(field: DecapField, value: unknown): boolean {
  const empty = value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
  if (empty) return field.required === false;
  if (field.widget === 'hidden') return true;
  if (field.pattern && typeof value === 'string' && !new RegExp(field.pattern[0]).test(value)) return false;
  if (field.widget === 'list') {
    if (!Array.isArray(value)) return false;
    if ((field.min !== undefined && value.length < field.min) || (field.max !== undefined && value.length > field.max)) return false;
    if (field.field) return value.every((item) => decapAccepts(field.field as DecapField, item));
    return value.every((item) => (field.fields ?? []).every((sub) => decapAccepts(sub, (item as Record<string, unknown>)[sub.name])));
  }
  if (field.widget === 'object')
    return (field.fields ?? []).every((sub) => decapAccepts(sub, (value as Record<string, unknown>)[sub.name]));
  if (field.widget === SIGN_PICKER_WIDGET) {
    // The sign picker (src/admin/sign-picker.tsx) ticks the catalogue's signs and holds the list to min and max.
    const signs = new Set((field.signs ?? []).map((sign) => sign.value));
    if (
      !Array.isArray(value) ||
      (field.min !== undefined && value.length < field.min) ||
      (field.max !== undefined && value.length > field.max)
    )
      return false;
    return value.every((id) => signs.has(id as string));
  }
  if (field.widget === 'select') {
    const choices = new Set(field.options?.map((o) => o.value));
    // Decap's select with multiple: true holds the list to min and max as its list widget does.
    if (field.multiple && Array.isArray(value)) {
      if ((field.min !== undefined && value.length < field.min) || (field.max !== undefined && value.length > field.max)) return false;
    }
    return (field.multiple ? (value as unknown[]) : [value]).every((v) => choices.has(v as string));
  }
  return true;
}

/** What the build accepts once the editor has written the value to the file. */
function buildAccepts(name: string, spec: FieldSpec, value: unknown): boolean {
  const written = cleanFrontMatter({ [name]: value }, { [name]: spec })[name];
  return written === undefined ? !spec.required : checkValue(spec.type, written) === undefined;
}

const texts = (n: number, text = 'A short sentence.') => Array.from({ length: n }, () => text);

/** Values at and around each limit of a kind; the ones a form's widget cannot produce are left out, and why. */
function samples(type: FieldType, ids: readonly string[]): unknown[] {
  switch (type.kind) {
    case 'text':
      return type.max === undefined
        ? ['', '  ', 'a', 'x'.repeat(2000)]
        : ['', '  ', 'a', 'x'.repeat(type.max), 'x'.repeat(type.max + 1), ` ${'x'.repeat(type.max)}`];
    case 'date':
      // The date picker writes real days only; a text typed in its place is held to the written form.
      return ['', '2026-05-01', '2026-5-1', '01/05/2026'];
    case 'image':
      // The media library names files by the public folder (a site path); checked below.
      return [
        undefined,
        { src: '/images/uploads/x.jpg', alt: 'A knee brace on a table' },
        { src: '/images/uploads/x.jpg', alt: 'A knee' },
        { src: '/images/uploads/x.jpg', alt: '' },
        { src: '', alt: 'A knee brace on a table' },
      ];
    case 'texts':
      return [
        [],
        texts(type.min - 1),
        texts(type.min),
        texts(type.max),
        texts(type.max + 1),
        [...texts(type.min - 1), 'x'.repeat(type.length + 1)],
        [...texts(type.min - 1), ' '],
      ];
    case 'person':
      return [undefined, ...personKeys(), 'someone-else'];
    case 'signIds': {
      // The form offers the catalogue's ids only; an id the catalogue lacks is a problem of the build (page-checks.ts).
      const signs = Object.keys(catalogue);
      return [
        undefined,
        [],
        signs.slice(0, type.min - 1),
        signs.slice(0, type.min),
        signs.slice(0, type.max),
        signs.slice(0, type.max + 1),
      ];
    }
    case 'sources': {
      const source = { title: 'Knee pain', publisher: 'NHS', url: 'https://www.nhs.uk/conditions/knee-pain/' };
      return [
        undefined,
        [source],
        [{ ...source, url: '' }],
        [{ ...source, url: 'http://www.nhs.uk/' }],
        [{ ...source, url: 'https://nhs' }],
        [{ ...source, publisher: ' ' }],
        Array.from({ length: type.max }, () => source),
        Array.from({ length: type.max + 1 }, () => source),
      ];
    }
    case 'pageIds':
      // A page id that does not exist is no choice of the form, and a problem of the build (page-checks.ts).
      return [undefined, [], ids.slice(0, 2)];
    case 'boolean':
      return type.only === undefined ? [undefined, true, false] : [undefined, type.only];
    case 'translation': {
      // A record started but not finished is no choice the form can refuse (an optional group's boxes cannot be
      // required in Decap): the build names it (field-types.test.ts).
      const record = {
        from: '0123456789ab',
        translated: '2026-11-28',
        translator: personKeys()[0],
        reviewer: personKeys()[1],
        secondReader: personKeys()[1],
        checked: '2026-11-28',
      };
      return [undefined, { translated: '', from: '' }, record, { ...record, from: 'abc' }, { ...record, checked: '28/11/2026' }];
    }
  }
}

describe('the editor’s configuration', () => {
  it('is accepted by Decap, with and without the local proxy', () => {
    expect(() => decap.validate(config)).not.toThrow();
    const local = decapConfig({
      settings: { branch: 'main', localProxy: 'http://127.0.0.1:8081/api/v1' },
      siteUrl: 'https://clinic.test',
      routes: manifest.routes,
      titles: new Map(),
    });
    expect(local.local_backend).toEqual({ url: 'http://127.0.0.1:8081/api/v1', allowed_hosts: ['127.0.0.1', 'localhost'] });
    expect(() => decap.validate(local)).not.toThrow();
  });

  it('has a form for every article collection and every fixed page in every locale, with the schema’s fields and the text, nothing else', () => {
    const all = forms();
    expect(all.length).toBe(COLLECTIONS.length + manifest.routes.filter((r) => !r.collection).length);
    for (const { where, schema, fields } of all) {
      expect(fields.map((f) => f.name).sort(), where).toEqual([...Object.keys(SCHEMAS[schema]), 'body'].sort());
      for (const field of fields.filter((f) => f.name !== 'body')) {
        expect(field.required, `${where} ${field.name}`).toBe((SCHEMAS[schema][field.name] as FieldSpec).required);
      }
    }
  });

  it('lets an editor save, field by field, exactly what the build accepts', () => {
    const ids = manifest.routes.filter((r) => r.locale === 'en' && !r.noindex).map((r) => r.id);
    for (const { where, schema, fields } of forms()) {
      for (const field of fields.filter((f) => f.name !== 'body')) {
        const spec = SCHEMAS[schema][field.name] as FieldSpec;
        for (const value of samples(spec.type, ids)) {
          expect(decapAccepts(field, value), `${where} ${field.name} = ${JSON.stringify(value)?.slice(0, 80)}`).toBe(
            buildAccepts(field.name, spec, value),
          );
        }
      }
    }
  });

  it('writes what the build reads: dates as YYYY-MM-DD, pictures as site paths, the related pages from the site’s own ids', () => {
    const ids = manifest.routes.filter((r) => r.locale === 'en' && !r.noindex).map((r) => r.id);
    expect(config.public_folder.startsWith('/')).toBe(true);
    expect(`${config.media_folder}/`.startsWith('public/')).toBe(true);
    for (const { where, fields } of forms()) {
      for (const field of fields) {
        // A date is typed as the file and the build's messages write it, never in the browser's own order.
        expect(field.widget, where).not.toBe('datetime');
        if (['date', 'reviewed', 'nextReview'].includes(field.name)) {
          expect([field.widget, field.hint, field.pattern?.[1]].join(' '), where).toMatch(/^string .*YYYY-MM-DD.* YYYY-MM-DD/);
          const accepts = (value: string) => new RegExp(field.pattern?.[0] ?? '(?!)').test(value);
          expect([accepts('2025-01-15'), accepts('15/01/2025'), accepts('01/15/2025')], where).toEqual([true, false, false]);
        }
        if (field.name === 'image') expect(field.fields?.find((f) => f.name === 'src')?.choose_url, where).toBe(false);
        if (field.name === 'related') expect(field.options?.map((o) => o.value).sort(), where).toEqual([...ids].sort());
        if (field.name === 'warningSigns')
          expect((field.signs ?? []).map((o) => o.value).sort(), where).toEqual(Object.keys(catalogue).sort());
        if (field.name === 'sources') expect(field.fields?.find((f) => f.name === 'url')?.pattern?.[0]).toBe(SOURCE_URL.source);
      }
    }
  });

  it('names every list item by what it is, never "Item": a key point, a source by its title and publisher', () => {
    const lists = allFields(config.collections).filter((f) => f.widget === 'list');
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) {
      expect(list.label_singular, list.name).toBeTruthy();
      if (list.field)
        expect(list.field.label, list.name).toBe(`${list.label_singular?.charAt(0).toUpperCase()}${list.label_singular?.slice(1)}`);
      else expect(list.summary, list.name).toMatch(/\{\{fields\.\w+/);
    }
    const blog = config.collections.find((c) => c.name === 'blog')?.fields ?? [];
    expect(blog.find((f) => f.name === 'keyPoints')?.field?.label).toBe('Key point');
    expect(blog.find((f) => f.name === 'sources')).toMatchObject({
      label_singular: 'source',
      summary: '{{fields.title}} ({{fields.publisher}})',
    });
  });

  it('speaks to staff: no file path or code name in a label, hint, description or check message', () => {
    const said = [
      ...config.collections.flatMap((c) => [c.label, c.description ?? '']),
      ...allFields(config.collections).flatMap((f) => [f.label, f.hint ?? '', f.pattern?.[1] ?? '']),
    ];
    for (const words of said) expect(words).not.toMatch(/content\/|src\/|\.(?:md|ts|tsx|yml|json)\b|README|CMS_/);
    const blog = config.collections.find((c) => c.name === 'blog')?.fields ?? [];
    expect(blog.find((f) => f.name === 'warningSigns')?.hint).toBe(
      'Tick the warning signs for this page; choose its body area and a level to shorten the list. Each sign reads the same on every page: its words are changed, or a sign added, under Warning signs, for a clinician to review.',
    );
  });
});

describe('the glossary in the editor', () => {
  it('is a form over content/glossary.yml that accepts the glossary the build reads, and refuses a term without its Malay word', async () => {
    const glossary = valueOrThrow(await loadGlossary(path.join(ROOT, 'content'), 'content'));
    const file = config.collections.find((c) => c.name === 'glossary')?.files?.[0];
    expect(file?.file).toBe('content/glossary.yml');
    const fields = file?.fields ?? [];
    expect(fields.map((f) => f.name)).toEqual(['keep', 'terms']);
    for (const field of fields) expect(decapAccepts(field, glossary[field.name as keyof typeof glossary]), field.name).toBe(true);
    const terms = fields.find((f) => f.name === 'terms') as DecapField;
    const [first] = glossary.terms;
    expect(decapAccepts(terms, [{ ...first, bh: '' }])).toBe(false);
    expect(terms.summary).toBe('{{fields.en}} · {{fields.cn}} · {{fields.bh}}');
  });
});

describe('the alt text of every picture', () => {
  it('is required everywhere, with a hint saying what to write, and never marked optional', () => {
    // The clinic's portraits and badges take their alt text from the person or the listing, and have no box for it.
    const pictures = forms().flatMap(({ fields }) =>
      fields.filter((f) => f.widget === 'object' && f.fields?.some((sub) => sub.widget === 'image')),
    );
    expect(pictures.length).toBeGreaterThan(COLLECTIONS.length);
    for (const picture of pictures) {
      const alt = picture.fields?.find((f) => f.name === 'alt');
      expect(alt?.required, picture.name).toBe(true);
      expect(alt?.hint, picture.name).toMatch(/^What the picture shows/);
    }
    const home = config.collections.find((c) => c.name === pagesCollectionOf('en'))?.files?.flatMap((f) => f.fields) ?? [];
    const hero = home.find((f) => f.name === 'image')?.fields?.find((f) => f.name === 'alt');
    expect(hero).toMatchObject({
      label: 'Alt text',
      required: true,
      hint: 'What the picture shows, in a short sentence, for people who cannot see it.',
      pattern: ['^\\s*\\S', 'Describe what the picture shows.'],
    });
  });
});

/** Every field of every form, the fields inside objects and lists included. */
function allFields(collections: readonly DecapCollection[]): DecapField[] {
  const inner = (f: DecapField): DecapField[] => [f, ...(f.field ? inner(f.field) : []), ...(f.fields ?? []).flatMap(inner)];
  return collections.flatMap((c) => [...(c.fields ?? []), ...(c.files ?? []).flatMap((file) => file.fields)]).flatMap(inner);
}
