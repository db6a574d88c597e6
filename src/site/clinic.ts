/**
 * The clinic's facts: the ONE place a clinic edits its name, numbers, address, hours and links.
 * Every value here is fictional (the clinic supplies the real ones); replace them before going live.
 * Copy never repeats these by hand: markdown uses tokens such as {{clinic.name}} and the `tel:` /
 * `whatsapp:` link schemes, which the build fills in from this module.
 */
import type { LocaleCode } from '../i18n/locales.ts';
import type { MessageId } from '../i18n/message-ids.ts';

export type Localized = Readonly<Record<LocaleCode, string>>;

export interface Phone {
  /** As shown to people, Singapore format, with no-break spaces so a number never wraps across lines. */
  readonly display: string;
  /** E.164, used in tel: links and wa.me URLs. */
  readonly e164: string;
}

export interface AwardBadge {
  readonly name: string;
  readonly href: string;
  readonly image: string;
  readonly width: number;
  readonly height: number;
}

export interface HoursRow {
  /** Catalogue key of the row label (Monday to Friday, ...). */
  readonly labelKey: MessageId;
  /** Catalogue key of the times text: opening times are words in each language, so they live in the catalogues. */
  readonly timesKey: MessageId;
  /** Machine-readable hours for JSON-LD; empty when closed. */
  readonly days: readonly string[];
  readonly opens?: string;
  readonly closes?: string;
}

/** The lead doctor's name: introduced on the site and the reviewer of its clinical pages. */
const leadDoctorName = { en: 'Dr Adrian Tan', cn: '陈明哲医生', bh: 'Dr Adrian Tan' } satisfies Localized;

export const clinic = {
  name: {
    en: 'Harbourview Orthopaedic Centre',
    cn: '港景骨科中心',
    bh: 'Pusat Ortopedik Harbourview',
  } satisfies Localized,
  shortName: 'Harbourview Ortho',
  /**
   * The people named on clinical pages, by the key front matter uses (`author:`, `reviewer:`). Fictional, like
   * every fact here; no credential beyond what the clinic states of its lead doctor.
   */
  people: {
    'adrian-tan': {
      name: leadDoctorName,
      role: { en: 'lead orthopaedic surgeon', cn: '主诊骨科医生', bh: 'pakar bedah ortopedik utama' } satisfies Localized,
    },
    'grace-lim': {
      name: { en: 'Grace Lim', cn: '林慧仪', bh: 'Grace Lim' } satisfies Localized,
      role: { en: 'patient information editor', cn: '患者资讯编辑', bh: 'editor maklumat pesakit' } satisfies Localized,
    },
  },
  doctor: {
    name: leadDoctorName,
    /** As search engines show it next to his name (JSON-LD on about-us). */
    jobTitle: { en: 'Orthopaedic Surgeon', cn: '骨科医生', bh: 'Pakar Bedah Ortopedik' } satisfies Localized,
    yearsOfExperience: 20,
    image: '/images/doctor.svg',
  },
  phones: {
    callUs: { display: '+65\u00a08123\u00a04567', e164: '+6581234567' },
    tel: { display: '+65\u00a06123\u00a04567', e164: '+6561234567' },
    fax: { display: '+65\u00a06123\u00a04568', e164: '+6561234568' },
    mobile: { display: '+65\u00a09123\u00a04567', e164: '+6591234567' },
    /** For patients after an operation when the clinic is closed (evenings, Sundays, public holidays). */
    afterHours: { display: '+65\u00a08123\u00a04570', e164: '+6581234570' },
  },
  emails: ['enquiry@harbourview-ortho.example', 'appointments@harbourview-ortho.example'] as const,
  address: {
    title: { en: 'Our clinic', cn: '诊所地址', bh: 'Klinik kami' } satisfies Localized,
    /** Markup allowed; line breaks only. */
    html: '#07-15 Harbourview Medical Suites<br/>8 Example Medical Link<br/>Singapore 000000',
    street: '8 Example Medical Link, #07-15 Harbourview Medical Suites',
    postalCode: '000000',
    locality: 'Singapore',
    country: 'SG',
  },
  hours: [
    {
      labelKey: 'hours.weekdays',
      timesKey: 'hours.weekdaysTimes',
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:00',
      closes: '17:30',
    },
    { labelKey: 'hours.weekend', timesKey: 'hours.weekendTimes', days: ['Saturday', 'Sunday'], opens: '09:00', closes: '12:30' },
    { labelKey: 'hours.holidays', timesKey: 'hours.holidaysTimes', days: [] },
  ] satisfies readonly HoursRow[],
  social: {
    facebook: 'https://www.facebook.com/harbourview.ortho.example',
    instagram: 'https://www.instagram.com/harbourview.ortho.example',
  },
  awards: [
    {
      name: 'Singapore Clinic Ranking 2025 – Top Orthopaedic Clinics',
      href: 'https://clinic-rankings.example/singapore/orthopaedics',
      image: '/images/badges/clinic-ranking.svg',
      width: 120,
      height: 120,
    },
    {
      name: 'Patients’ Choice Directory 2025 – Recommended Specialist',
      href: 'https://patients-choice.example/sg/orthopaedic',
      image: '/images/badges/patients-choice.svg',
      width: 120,
      height: 120,
    },
  ] satisfies readonly AwardBadge[],
  whatsapp: {
    number: '+6591234567',
    text: {
      en: 'Hello, I would like to enquire about a consultation.',
      cn: '您好，我想咨询预约门诊。',
      bh: 'Helo, saya ingin bertanya tentang temu janji konsultasi.',
    } satisfies Localized,
  },
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

export type Clinic = typeof clinic;

/** A key of `clinic.people`, as front matter names an author or reviewer. */
export type PersonKey = keyof typeof clinic.people;
