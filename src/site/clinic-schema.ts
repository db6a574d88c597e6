/**
 * The shape of the clinic's facts (content/clinic.yml): one description the build checks the file against and
 * the editor's "Clinic details" form is made from, the types the code reads the facts as, and the checks that
 * join two fields (the call-us line is one of the phones, the lead doctor one of the people, a row of opening
 * hours closes after it opens).
 */
import type { LocaleCode } from '../i18n/locales.ts';
import { BADGE_KINDS, BADGE_RULE, type BadgeKind, listingWord } from './advertising.ts';
import type { Checked } from '../shared/problems.ts';
import { asProblems, checkFacts, type FactProblem, type FactType, type Field, readYaml } from './fact-schema.ts';

/** Where the facts live, relative to the project. */
export const CLINIC_FILE = 'content/clinic.yml';

export type Localized = Readonly<Record<LocaleCode, string>>;

/** The phones the site knows by their job; the facts give each its number and the words that label it. */
export const PHONE_KEYS = ['telephone', 'mobile', 'fax', 'afterHours'] as const;
export type PhoneKey = (typeof PHONE_KEYS)[number];

/** schema.org's days, as opening hours name them in the structured data. */
export const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'PublicHolidays'] as const;
export type Day = (typeof DAYS)[number];

export interface PhoneFact {
  readonly label: Localized;
  /** As written in the file: +65 and 8 digits, maybe with spaces. */
  readonly number: string;
}

export interface HoursFact {
  readonly label: Localized;
  readonly days: readonly Day[];
  /** HH:MM, 24-hour; both absent when the clinic is closed on these days. */
  readonly opens?: string;
  readonly closes?: string;
}

export interface PersonFact {
  readonly id: string;
  readonly name: Localized;
  readonly role: Localized;
}

/** A badge: a registration, an accreditation or a membership, as the body that keeps the record names it. */
export interface AwardFact {
  readonly kind: BadgeKind;
  readonly listedBy: string;
  /** The year of the record, when the record has one (an accreditation's year); a registration may have none. */
  readonly year?: number;
  readonly list: Localized;
  readonly href: string;
  readonly image: string;
}

export interface ClinicFacts {
  readonly name: Localized;
  readonly shortName: string;
  readonly phones: Readonly<Record<PhoneKey, PhoneFact>>;
  readonly callUs: PhoneKey;
  readonly whatsapp: { readonly phone: PhoneKey; readonly text: Localized };
  readonly emails: readonly [string, ...string[]];
  readonly address: {
    readonly title: Localized;
    readonly lines: readonly string[];
    readonly street: string;
    readonly postalCode: string;
    readonly locality: string;
    readonly country: string;
    readonly latitude: number;
    readonly longitude: number;
  };
  readonly hours: readonly HoursFact[];
  readonly people: readonly PersonFact[];
  readonly doctor: {
    readonly person: string;
    readonly jobTitle: Localized;
    readonly yearsOfExperience: number;
    readonly image: string;
    readonly qualifications: readonly string[];
    readonly registration: { readonly board: Localized; readonly specialty: Localized; readonly mcr: string };
    readonly hospitals: readonly Localized[];
  };
  readonly firstVisit: {
    readonly referral: Localized;
    readonly insurance: Localized;
    readonly medisave: Localized;
    readonly bring: readonly Localized[];
  };
  readonly gettingThere: {
    readonly mrt: Localized;
    readonly buses: Localized;
    readonly parking: Localized;
    readonly wheelchair: Localized;
  };
  readonly social: { readonly facebook: string; readonly instagram: string };
  readonly awards: readonly AwardFact[];
}

const localized = (label: string, hint?: string): Field => ({ label, ...(hint ? { hint } : {}), type: { kind: 'localized' } });
/** Words of a sentence or two, edited in boxes of several lines. */
const sentences = (label: string, hint?: string): Field => ({ label, ...(hint ? { hint } : {}), type: { kind: 'localized', long: true } });
const text = (label: string, hint?: string): Field => ({ label, ...(hint ? { hint } : {}), type: { kind: 'text' } });
const phoneChoice: FactType = { kind: 'choice', options: PHONE_KEYS };

const phone = (label: string): Field => ({
  label,
  type: {
    kind: 'object',
    fields: {
      label: localized('What the number is for', 'Shown beside the number on the contact page.'),
      number: { label: 'Number', hint: 'Written +65 and 8 digits, such as +65 6123 4567.', type: { kind: 'phone' } },
    },
  },
});

const localizedList = (label: string, singular: string, max: number): Field => ({
  label,
  type: { kind: 'list', of: { kind: 'localized' }, min: 1, max, singular, summary: '{{fields.en}}' },
});

/** The clinic's facts, field by field, with the words the editor shows for each. */
export const CLINIC_SCHEMA = {
  kind: 'object',
  fields: {
    name: localized('Clinic name'),
    shortName: { label: 'Short name', hint: 'Used in page titles when the full name is too long.', type: { kind: 'text', max: 30 } },
    phones: {
      label: 'Phone numbers',
      type: {
        kind: 'object',
        fields: {
          telephone: phone('Telephone'),
          mobile: phone('Mobile'),
          fax: phone('Fax'),
          afterHours: phone('After-hours number for patients after an operation'),
        },
      },
    },
    callUs: {
      label: 'The number patients are asked to call',
      hint: 'Shown in the header, the footer and the call buttons.',
      type: phoneChoice,
    },
    whatsapp: {
      label: 'WhatsApp',
      type: {
        kind: 'object',
        fields: {
          phone: { label: 'The number that receives WhatsApp messages', type: phoneChoice },
          text: localized('The first message, written for the patient', 'The chat opens with these words; the patient can change them.'),
        },
      },
    },
    emails: {
      label: 'E-mail addresses',
      type: { kind: 'list', of: { kind: 'email' }, min: 1, max: 4, singular: 'e-mail address' },
    },
    address: {
      label: 'Address',
      type: {
        kind: 'object',
        fields: {
          title: localized('Heading above the address'),
          lines: {
            label: 'Address as printed, one line each',
            type: { kind: 'list', of: { kind: 'text' }, min: 1, max: 6, singular: 'line' },
          },
          street: text('Street, building and unit', 'For search engines and maps.'),
          postalCode: { label: 'Postal code', type: { kind: 'text', max: 10 } },
          locality: text('City'),
          country: { label: 'Country code', hint: 'Two letters, such as SG.', type: { kind: 'text', max: 2 } },
          latitude: { label: 'Latitude', hint: 'From a maps service, such as 1.3205.', type: { kind: 'number', min: -90, max: 90 } },
          longitude: { label: 'Longitude', hint: 'From a maps service, such as 103.8437.', type: { kind: 'number', min: -180, max: 180 } },
        },
      },
    },
    hours: {
      label: 'Opening hours',
      hint: 'Every page shows these times. Leave opens and closes empty on days the clinic is closed.',
      type: {
        kind: 'list',
        min: 1,
        max: 8,
        singular: 'row of opening hours',
        summary: '{{fields.label.en}}',
        of: {
          kind: 'object',
          fields: {
            label: localized('Days, as shown', 'Such as "Monday to Friday".'),
            days: { label: 'Days', type: { kind: 'choice', options: DAYS, multiple: true } },
            opens: { label: 'Opens', hint: '24-hour clock, such as 09:00.', optional: true, type: { kind: 'time' } },
            closes: { label: 'Closes', hint: '24-hour clock, such as 17:30.', optional: true, type: { kind: 'time' } },
          },
        },
      },
    },
    people: {
      label: 'People named on the pages',
      hint: 'Articles name their author and reviewer by the short id.',
      type: {
        kind: 'list',
        min: 1,
        max: 20,
        singular: 'person',
        summary: '{{fields.name.en}}',
        of: {
          kind: 'object',
          fields: {
            id: {
              label: 'Short id',
              hint: 'Lower case and hyphens, such as adrian-tan. Changing it breaks the articles that use it.',
              type: { kind: 'id' },
            },
            name: localized('Name'),
            role: localized('Role', 'Such as "lead orthopaedic surgeon".'),
          },
        },
      },
    },
    doctor: {
      label: 'Lead doctor',
      type: {
        kind: 'object',
        fields: {
          person: { label: 'Short id of the lead doctor', hint: 'One of the people above.', type: { kind: 'id' } },
          jobTitle: localized('Job title'),
          yearsOfExperience: {
            label: 'Years of experience',
            hint: 'Shown as "over N years of experience".',
            type: { kind: 'number', min: 1, max: 60, integer: true },
          },
          image: { label: 'Portrait', type: { kind: 'path' } },
          qualifications: {
            label: 'Qualifications',
            type: { kind: 'list', of: { kind: 'text', max: 80 }, min: 1, max: 10, singular: 'qualification' },
          },
          registration: {
            label: 'Specialist registration',
            type: {
              kind: 'object',
              fields: {
                board: localized('Registered with'),
                specialty: localized('Specialty'),
                mcr: {
                  label: 'MCR number',
                  hint: 'Medical Council Registration number, such as M12345A.',
                  type: { kind: 'text', max: 10 },
                },
              },
            },
          },
          hospitals: localizedList('Hospitals where he treats patients', 'hospital', 10),
        },
      },
    },
    firstVisit: {
      label: 'A first visit',
      type: {
        kind: 'object',
        fields: {
          referral: sentences('Referral'),
          insurance: sentences('Insurance'),
          medisave: sentences('MediSave and Integrated Shield'),
          bring: localizedList('What to bring', 'thing to bring', 12),
        },
      },
    },
    gettingThere: {
      label: 'Getting there',
      type: {
        kind: 'object',
        fields: {
          mrt: localized('Nearest MRT station and exit'),
          buses: localized('Buses'),
          parking: localized('Parking'),
          wheelchair: localized('Wheelchair access'),
        },
      },
    },
    social: {
      label: 'Social media pages',
      type: {
        kind: 'object',
        fields: { facebook: { label: 'Facebook', type: { kind: 'url' } }, instagram: { label: 'Instagram', type: { kind: 'url' } } },
      },
    },
    awards: {
      label: 'Badges: registration, accreditation, membership',
      hint: 'Facts a regulator or professional body stands behind. Never a ranking, an award or a "choice" listing: Singapore\'s rules for healthcare advertising forbid them.',
      type: {
        kind: 'list',
        min: 0,
        max: 6,
        singular: 'badge',
        summary: '{{fields.kind}}: {{fields.listedBy}}',
        of: {
          kind: 'object',
          fields: {
            kind: {
              label: 'Kind',
              hint: 'registration (such as the SMC Specialist Register), accreditation, or membership of a professional body.',
              type: { kind: 'choice', options: BADGE_KINDS },
            },
            listedBy: text('Who keeps the record', 'The regulator or professional body, such as "Singapore Medical Council".'),
            year: { label: 'Year', optional: true, type: { kind: 'number', min: 2000, max: 2100, integer: true } },
            list: localized('What it records', 'Such as "Specialist Register, Orthopaedic Surgery".'),
            href: {
              label: 'Link to the record',
              hint: 'Where a patient can check it, such as the public register.',
              type: { kind: 'url' },
            },
            image: { label: 'Badge picture', hint: 'A square picture, shown 120 pixels wide.', type: { kind: 'path' } },
          },
        },
      },
    },
  },
} as const satisfies FactType;

/**
 * The checks that join fields: what the shape alone cannot say. Each runs when the parts it reads have the right
 * shape (`broken` names the top-level fields that have not), so every problem is told at once, not one a save.
 */
function crossProblems(facts: ClinicFacts, broken: ReadonlySet<unknown> = new Set()): FactProblem[] {
  const problems: FactProblem[] = [];
  const sound = (...names: string[]) => names.every((name) => !broken.has(name));
  if (sound('people', 'doctor')) peopleProblems(facts, problems);
  if (sound('hours')) hoursProblems(facts, problems);
  if (sound('awards')) awardsProblems(facts, problems);
  return problems;
}

function peopleProblems(facts: ClinicFacts, problems: FactProblem[]): void {
  const ids = facts.people.map((p) => p.id);
  ids.forEach((id, index) => {
    if (ids.indexOf(id) !== index)
      problems.push({ path: ['people', index, 'id'], message: `"${id}" is used by two people: give each their own` });
  });
  if (!ids.includes(facts.doctor.person)) {
    problems.push({ path: ['doctor', 'person'], message: `expected the id of one of the people (${ids.join(', ')})` });
  }
}

function hoursProblems(facts: ClinicFacts, problems: FactProblem[]): void {
  facts.hours.forEach((row, index) => {
    if ((row.opens === undefined) !== (row.closes === undefined)) {
      problems.push({ path: ['hours', index], message: 'expected both opens and closes, or neither when the clinic is closed' });
    } else if (row.opens !== undefined && row.closes !== undefined && row.opens >= row.closes) {
      problems.push({ path: ['hours', index, 'closes'], message: `expected a time after opens (${row.opens})` });
    }
  });
}

function awardsProblems(facts: ClinicFacts, problems: FactProblem[]): void {
  facts.awards.forEach((award, index) => {
    const texts: Array<readonly [string, string]> = [
      ['listedBy', award.listedBy],
      ...Object.entries(award.list).map(([code, words]) => [`list.${code}`, words] as const),
      ['href', award.href],
      ['image', award.image],
    ];
    for (const [field, words] of texts) {
      const found = listingWord(words);
      if (found)
        problems.push({
          path: ['awards', index, ...field.split('.')],
          message: `says "${found}": ${BADGE_RULE}; name the record as a fact (who keeps it, what it records) or remove the badge`,
        });
    }
  });
}

/** A badge of another kind gets the reason with the choices, so whoever typed "award" learns why it is refused. */
function badgeKindReason(problem: FactProblem): FactProblem {
  const [list, , field] = problem.path;
  return list === 'awards' && field === 'kind' ? { ...problem, message: `${problem.message}: ${BADGE_RULE}` } : problem;
}

export type ClinicFactsResult = Checked<ClinicFacts>;

/** Reads and checks the clinic's facts from the text of the file; `file` is how problems name it. */
export function parseClinicFacts(text: string, file: string = CLINIC_FILE): ClinicFactsResult {
  const read = readYaml(text, file);
  if (read.problems.length) return { problems: read.problems };
  const shape = checkFacts(CLINIC_SCHEMA, read.data).map(badgeKindReason);
  // Where the shape is right the data reads as ClinicFacts: the cross checks read only those parts.
  const broken = new Set(shape.map((p) => p.path[0]));
  const found = broken.has(undefined) ? shape : [...shape, ...crossProblems(read.data as ClinicFacts, broken)];
  if (found.length) return { problems: asProblems(found, file, read.lineOf) };
  return { value: read.data as ClinicFacts, problems: [] };
}
