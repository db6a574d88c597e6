/**
 * The clinic's facts as the code reads them: content/clinic.yml (name, numbers, address, hours, people, awards,
 * links), checked against its schema (clinic-schema.ts) when this module is first imported, with the forms the
 * pages need worked out once (a number as shown and as dialled, the opening times in each language). Copy never
 * repeats a fact by hand: markdown uses tokens such as {{clinic.name}} and the `tel:` / `whatsapp:` link schemes,
 * which the build fills in from here. A file that fails its checks stops every build, naming the field.
 */
import type { LocaleCode } from '../i18n/locales.ts';
import { LOCALE_CODES } from '../i18n/locales.ts';
import { BuildError, valueOrThrow } from '../shared/problems.ts';
import { readClinicText } from './clinic-file.ts';
import {
  CLINIC_FILE,
  type ClinicFacts,
  type Day,
  type Localized,
  type PersonFact,
  type PhoneKey,
  parseClinicFacts,
} from './clinic-schema.ts';
import { formatTimes } from './hours.ts';

export type { Localized, PhoneKey } from './clinic-schema.ts';

export interface Phone {
  /** What the number is for, in each language. */
  readonly label: Localized;
  /** As shown to people, Singapore format, with no-break spaces so a number never wraps across lines. */
  readonly display: string;
  /** E.164, used in tel: links and wa.me URLs. */
  readonly e164: string;
}

export interface AwardBadge {
  /** Who keeps the record (and its year, if it has one) and what it records, in each language: the badge's alt text. */
  readonly name: Localized;
  readonly href: string;
  readonly image: string;
}

export interface HoursRow {
  readonly label: Localized;
  /** The times as each language writes them, from opens and closes; undefined when closed. */
  readonly times?: Localized;
  /** Machine-readable hours for JSON-LD; opens and closes absent when closed. */
  readonly days: readonly Day[];
  readonly opens?: string;
  readonly closes?: string;
}

export interface Person {
  readonly name: Localized;
  readonly role: Localized;
}

function phoneOf(fact: ClinicFacts['phones'][PhoneKey]): Phone {
  const digits = fact.number.replace(/\s/g, '').slice(3);
  return { label: fact.label, display: `+65\u00a0${digits.slice(0, 4)}\u00a0${digits.slice(4)}`, e164: `+65${digits}` };
}

const byLocale = (make: (code: LocaleCode) => string): Localized =>
  Object.fromEntries(LOCALE_CODES.map((code) => [code, make(code)])) as Record<LocaleCode, string>;

/** The facts with the forms the pages use worked out. */
export function clinicFrom(facts: ClinicFacts) {
  const phones = Object.fromEntries(Object.entries(facts.phones).map(([key, fact]) => [key, phoneOf(fact)])) as Record<PhoneKey, Phone>;
  const people: Readonly<Record<string, Person>> = Object.fromEntries(
    facts.people.map((p: PersonFact) => [p.id, { name: p.name, role: p.role }]),
  );
  // The schema checked that the doctor is one of the people.
  const doctorPerson = people[facts.doctor.person] as Person;
  return {
    name: facts.name,
    shortName: facts.shortName,
    people,
    doctor: { ...facts.doctor, name: doctorPerson.name },
    phones,
    /** The number the site asks patients to call. */
    callUs: phones[facts.callUs],
    emails: facts.emails,
    address: facts.address,
    hours: facts.hours.map(
      (row): HoursRow => ({
        ...row,
        ...(row.opens && row.closes ? { times: byLocale((code) => formatTimes(row.opens ?? '', row.closes ?? '', code)) } : {}),
      }),
    ),
    firstVisit: facts.firstVisit,
    gettingThere: facts.gettingThere,
    social: facts.social,
    awards: facts.awards.map(
      (award): AwardBadge => ({
        name: byLocale((code) => `${award.listedBy}${award.year === undefined ? '' : ` ${award.year}`}: ${award.list[code]}`),
        href: award.href,
        image: award.image,
      }),
    ),
    whatsapp: { number: phones[facts.whatsapp.phone].e164, text: facts.whatsapp.text },
    // Settings of the services the site uses, not facts a clinic edits: code, with their reasons here.
    form: {
      serviceUrl: 'https://hapiform.sg',
      /** The enquiry form's fixed id at the form service. */
      enquiryFormId: 'harbourview-enquiry',
    },
    analytics: {
      /** Empty: no analytics load. Set GTM_ID at build time to turn them on. */
      gtmId: '',
      gtagUrl: 'https://www.googletagmanager.com/gtag/js',
      gtmUrl: 'https://www.googletagmanager.com/gtm.js',
      trackingScriptUrl: 'https://tracking.example-analytics.com/track.js',
    },
  } as const;
}

export type Clinic = ReturnType<typeof clinicFrom>;

function loadClinic(): Clinic {
  const read = readClinicText();
  if ('error' in read) throw new BuildError([{ file: CLINIC_FILE, message: read.error }]);
  return clinicFrom(valueOrThrow(parseClinicFacts(read.text)));
}

export const clinic: Clinic = loadClinic();

/** A person's id in the clinic facts, as front matter names an author or reviewer. */
export type PersonKey = string;

/** The person front matter names by `key`, if the clinic facts have one (own entries only). */
export function personOf(key: string): Person | undefined {
  return Object.hasOwn(clinic.people, key) ? clinic.people[key] : undefined;
}
