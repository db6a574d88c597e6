/**
 * The editor's "Clinic details": one Decap file collection over content/clinic.yml, its form made from the same
 * schema the build checks the file against (site/clinic-schema.ts), so a field, whether it may be left empty and
 * what it may hold are described once. Before a save the editor runs the build's own check on what it would write
 * (src/admin/clinic-facts.ts).
 */
import { CLINIC_FILE, CLINIC_SCHEMA } from '../../site/clinic-schema.ts';
import { EMAIL, type FactType, type Field, ID, LANGUAGE_NAMES, PHONE, TIME, URL_PATTERN } from '../../site/fact-schema.ts';
import { LOCALE_CODES } from '../../i18n/locales.ts';
import { CLINIC_COLLECTION, CLINIC_FORMAT } from '../../site/admin.ts';
import type { DecapCollection, DecapField } from './admin-config.ts';

const NOT_BLANK: readonly [string, string] = ['\\S', 'Cannot be blank.'];

/** What Decap checks a value against, in the same words the build's problem would use. */
const PATTERNS: Partial<Record<FactType['kind'], readonly [string, string]>> = {
  phone: [PHONE.source, 'A Singapore number written +65 and 8 digits, such as +65 6123 4567.'],
  time: [TIME.source, 'A time on the 24-hour clock written HH:MM, such as 09:00 or 17:30.'],
  url: [URL_PATTERN.source, 'A web address starting with https://.'],
  email: [EMAIL.source, 'An e-mail address, such as enquiry@clinic.sg.'],
  id: [ID.source, 'Lower case letters and digits joined by hyphens, such as adrian-tan.'],
};

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The Decap field for one field of the facts. */
export function factField(name: string, field: Field): DecapField {
  return {
    name,
    label: field.label,
    ...(field.hint ? { hint: field.hint } : {}),
    required: !field.optional,
    ...widgetFor(field.type),
  };
}

function widgetFor(type: FactType): Omit<DecapField, 'name' | 'label'> {
  switch (type.kind) {
    case 'text':
      return {
        widget: 'string',
        pattern:
          type.max === undefined
            ? NOT_BLANK
            : [`^(?=[\\s\\S]*\\S)[\\s\\S]{0,${type.max}}$`, `Cannot be blank; at most ${type.max} characters.`],
      };
    case 'phone':
    case 'time':
    case 'url':
    case 'email':
    case 'id':
      return { widget: 'string', pattern: PATTERNS[type.kind] ?? NOT_BLANK };
    case 'path':
      // A picture of the site: uploaded with the editor, or one already there.
      return { widget: 'image', choose_url: false };
    case 'number':
      return {
        widget: 'number',
        value_type: type.integer ? 'int' : 'float',
        min: type.min,
        max: type.max,
        ...(type.integer ? {} : { step: 0.0001 }),
      };
    case 'choice':
      return {
        widget: 'select',
        ...(type.multiple ? { multiple: true } : {}),
        options: type.options.map((value) => ({ value, label: value })),
      };
    case 'localized':
      return {
        widget: 'object',
        collapsed: false,
        fields: LOCALE_CODES.map((code) => ({
          name: code,
          label: LANGUAGE_NAMES[code] ?? code,
          widget: type.long ? 'text' : 'string',
          required: true,
          pattern: NOT_BLANK,
        })),
      };
    case 'object':
      return { widget: 'object', collapsed: false, fields: Object.entries(type.fields).map(([name, field]) => factField(name, field)) };
    case 'list': {
      const common = {
        widget: 'list',
        label_singular: type.singular,
        min: type.min,
        max: type.max,
        ...(type.summary ? { summary: type.summary } : {}),
      };
      if (type.of.kind === 'object') {
        return { ...common, collapsed: true, fields: Object.entries(type.of.fields).map(([name, field]) => factField(name, field)) };
      }
      // An item in three languages is an object in the file (`- en: …`): its boxes are the list's own fields. Decap
      // reads and writes a single-`field` list whose field is an object as `- item: {…}`, which is not the file.
      if (type.of.kind === 'localized') {
        const { fields } = widgetFor(type.of);
        return { ...common, collapsed: true, fields };
      }
      // A list of single values: each item is named by what it is, not "Item".
      return { ...common, field: { name: 'item', label: capital(type.singular), required: true, ...widgetFor(type.of) } };
    }
  }
}

/** The editor's collection of the clinic's facts: one file, one form. */
export function clinicCollection(): DecapCollection {
  return {
    name: CLINIC_COLLECTION,
    label: 'Clinic details',
    description: 'The clinic’s name, phone numbers, address, opening hours, people and listings. Every page in every language shows them.',
    format: CLINIC_FORMAT,
    extension: 'yml',
    files: [
      {
        name: CLINIC_COLLECTION,
        label: 'Clinic details',
        file: CLINIC_FILE,
        fields: Object.entries(CLINIC_SCHEMA.fields).map(([name, field]) => factField(name, field as Field)),
      },
    ],
  };
}
