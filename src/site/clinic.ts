/**
 * The clinic's facts as the code reads them: a project's content/clinic.yml (name, numbers, address, hours, people,
 * awards, links), read and checked against its schema (clinic-schema.ts) by the build's load stage with the other
 * inputs, with the forms the pages need worked out once (a number as shown and as dialled, the opening times in
 * each language). Nothing is read when this module is imported: the stage that loaded the facts installs them
 * (`installClinic`) before anything renders or checks, so a fixture project, the dev server after an edit of the
 * facts and the editor's bundle each use their own. Copy never
 * repeats a fact by hand: markdown uses tokens such as {{clinic.name}} and the `tel:` / `whatsapp:` link schemes,
 * which the build fills in from here. A file that fails its checks stops every build, naming the field.
 */
import type { LocaleCode } from '../i18n/locales.ts';
import { LOCALE_CODES } from '../i18n/locales.ts';
import type { Checked } from '../shared/problems.ts';
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
import { SERVICES } from './services.ts';

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
    // The outside services' settings, beside the facts for the components that show both.
    ...SERVICES,
  } as const;
}

export type Clinic = ReturnType<typeof clinicFrom>;

/** The facts of a clinic.yml text, or its problems (named by `file`, as the schema's check names them). */
export function clinicFromText(text: string, file: string = CLINIC_FILE): Checked<Clinic> {
  const parsed = parseClinicFacts(text, file);
  if (!parsed.value) return { problems: parsed.problems };
  return { value: clinicFrom(parsed.value), problems: [] };
}

let installed: Clinic | undefined;

/** Makes `facts` the ones every page, check and form reads, until the next load installs others. */
export function installClinic(facts: Clinic): void {
  installed = facts;
}

/** The facts installed now, as the object they are (a key for what is worked out from them once per build). */
export function current(): Clinic {
  if (!installed)
    throw new Error('The clinic facts are not loaded: the load stage (or the editor) installs them before pages render or are checked');
  return installed;
}

/**
 * The installed facts. A view, not a copy: each property is read from the facts installed at the time, so the
 * modules that import it see the facts of the build under way.
 */
export const clinic: Clinic = new Proxy({} as Clinic, {
  get: (_target, key) => current()[key as keyof Clinic],
  has: (_target, key) => key in current(),
  ownKeys: () => Reflect.ownKeys(current()),
  getOwnPropertyDescriptor: (_target, key) => {
    const descriptor = Reflect.getOwnPropertyDescriptor(current(), key);
    return descriptor ? { ...descriptor, configurable: true } : undefined;
  },
});

/** A person's id in the clinic facts, as front matter names an author or reviewer. */
export type PersonKey = string;

/** The person front matter names by `key`, if the clinic facts have one (own entries only). */
export function personOf(key: string): Person | undefined {
  return Object.hasOwn(clinic.people, key) ? clinic.people[key] : undefined;
}
