/**
 * "Clinic details" in the editor: a form over content/clinic.yml made from the schema the build checks, a file
 * written the way the repository keeps it, and problems named in the form's words before a save.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clinicProblems, readClinicFile, writeClinicFile } from '../../src/admin/clinic-facts.ts';
import type { DecapField } from '../../src/generator/admin/admin-config.ts';
import { clinicCollection } from '../../src/generator/admin/admin-facts.ts';
import { CLINIC_FILE, CLINIC_SCHEMA, parseClinicFacts } from '../../src/site/clinic-schema.ts';
import { ROOT } from '../helpers/project.ts';

const TEXT = await readFile(path.join(ROOT, CLINIC_FILE), 'utf8');
const collection = clinicCollection();
const form = collection.files?.[0];

/** Every field of the form, nested ones too, with its place. */
function allFields(fields: readonly DecapField[], where = ''): Array<{ where: string; field: DecapField }> {
  return fields.flatMap((field) => {
    const here = `${where}${field.name}`;
    const inner = [...(field.fields ?? []), ...(field.field ? [field.field] : [])];
    return [{ where: here, field }, ...allFields(inner, `${here}.`)];
  });
}

describe('the Clinic details form', () => {
  it('edits the clinic facts file with one field per field of the schema, required as the schema says', () => {
    expect(collection.label).toBe('Clinic details');
    expect(form?.file).toBe(CLINIC_FILE);
    const fields = form?.fields ?? [];
    expect(fields.map((f) => f.name)).toEqual(Object.keys(CLINIC_SCHEMA.fields));
    const hours = fields.find((f) => f.name === 'hours');
    expect(hours?.fields?.map((f) => [f.name, f.required])).toEqual([
      ['label', true],
      ['days', true],
      ['opens', false],
      ['closes', false],
    ]);
  });

  it('gives a list of three-language values the boxes the file holds (en, cn, bh), so its rows open filled', () => {
    const fields = allFields(form?.fields ?? []);
    const hospitals = fields.find(({ where }) => where === 'doctor.hospitals')?.field;
    expect(hospitals?.field).toBeUndefined();
    expect(hospitals?.fields?.map((f) => f.name)).toEqual(['en', 'cn', 'bh']);
    // No list anywhere reads its items through one object field: Decap would read and write those as `- item: {…}`.
    for (const { where, field } of fields) if (field.field) expect(field.field.widget, where).not.toBe('object');
  });

  it('names every list item by what it is, never "Item"', () => {
    for (const { where, field } of allFields(form?.fields ?? [])) {
      if (field.widget === 'list') expect(field.label_singular, where).toMatch(/\w/);
      expect(field.label, where).not.toBe('Item');
    }
  });

  it('lets through the times and numbers the build accepts, and refuses the ones it refuses', () => {
    const byPath = new Map(allFields(form?.fields ?? []).map(({ where, field }) => [where, field]));
    const accepts = (where: string, value: string) => new RegExp(byPath.get(where)?.pattern?.[0] ?? '(?!)').test(value);
    expect(accepts('hours.opens', '09:00')).toBe(true);
    expect(accepts('hours.opens', '9am')).toBe(false);
    expect(accepts('phones.telephone.number', '+65 6123 4567')).toBe(true);
    expect(accepts('phones.telephone.number', '6123 4567')).toBe(false);
  });
});

describe('the file the editor writes', () => {
  it('is the file in the repository when nothing was changed, so a save changes only what was edited', () => {
    expect(writeClinicFile(readClinicFile(TEXT))).toBe(TEXT);
  });

  it('leaves out the times of a closed day and passes the build’s check after new hours', () => {
    const data = readClinicFile(TEXT) as { hours: Array<Record<string, unknown>> };
    const [first] = data.hours;
    if (!first) throw new Error('the facts have no opening hours');
    first.opens = '08:30';
    first.closes = '18:00';
    data.hours.push({ label: { en: 'Christmas Eve', cn: '平安夜', bh: 'Malam Krismas' }, days: [], opens: '', closes: '' });
    const written = writeClinicFile(data);
    const parsed = parseClinicFacts(written);
    expect(parsed.problems).toEqual([]);
    expect(parsed.value?.hours[0]).toMatchObject({ opens: '08:30', closes: '18:00' });
    expect(parsed.value?.hours.at(-1)).not.toHaveProperty('opens');
  });

  it('names every problem at once by the form’s labels, with no file name or code name', () => {
    const data = readClinicFile(TEXT) as { hours: Array<Record<string, unknown>>; phones: { fax: Record<string, unknown> } };
    if (data.hours[1]) data.hours[1].closes = '';
    data.phones.fax.number = '1234';
    expect(clinicProblems(data)).toEqual([
      'Phone numbers › Fax › Number: expected a Singapore phone number written +65 and 8 digits, such as +65 6123 4567',
      'Opening hours › row of opening hours 2: expected both opens and closes, or neither when the clinic is closed',
    ]);
  });

  it('keeps every character staff can type: #, colons, quotes, Chinese, spaces before and after', () => {
    const typed = [
      '8 Example Medical Link, #07-15 Harbourview Medical Suites',
      '#07-15 at the start',
      'Level 7: Suite 15',
      'The "Harbourview" building, Dr Tan\'s clinic',
      '港景医疗大厦 #07-15：八号',
      '  two spaces before and one after ',
      '- a dash, ? a question, & an ampersand, * a star, ! and | and > and % and @ and `',
      'yes',
      '000123',
    ];
    for (const street of typed) {
      const data = readClinicFile(TEXT) as { address: Record<string, unknown> };
      data.address.street = street;
      const back = readClinicFile(writeClinicFile(data)) as { address: Record<string, unknown> };
      expect(back.address.street, street).toBe(street);
    }
  });

  it('holds the whole street, unit number included', () => {
    const data = readClinicFile(TEXT) as { address: { street: string; lines: string[] } };
    const unit = data.address.lines.find((line) => line.startsWith('#'));
    expect(unit).toBeDefined();
    expect(data.address.street).toContain(unit?.split(' ')[0]);
  });
});
