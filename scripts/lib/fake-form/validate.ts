/**
 * The form service's validation as the fake speaks it: name, email and contact are required and the email must
 * look like one; each problem is a list of messages in the requested locale, most important first, as the real
 * service sends them (the site shows only the first).
 */
export type Locale = 'en' | 'cn' | 'bh';
export type FieldErrors = Record<string, string[]>;

interface Messages {
  readonly required: Readonly<Record<'name' | 'email' | 'contact', string>>;
  readonly nameLength: string;
  readonly emailFormat: string;
  readonly contactFormat: string;
}

const MESSAGES: Readonly<Record<Locale, Messages>> = {
  en: {
    required: {
      name: 'The name field is required.',
      email: 'The email field is required.',
      contact: 'The contact number field is required.',
    },
    nameLength: 'The name must be at least 2 characters.',
    emailFormat: 'The email must be a valid email address.',
    contactFormat: 'The contact number must be a valid phone number.',
  },
  cn: {
    required: { name: '请填写姓名。', email: '请填写电邮地址。', contact: '请填写联系电话。' },
    nameLength: '姓名至少需要 2 个字符。',
    emailFormat: '请输入有效的电邮地址。',
    contactFormat: '请输入有效的电话号码。',
  },
  bh: {
    required: { name: 'Ruangan nama wajib diisi.', email: 'Ruangan e-mel wajib diisi.', contact: 'Ruangan nombor telefon wajib diisi.' },
    nameLength: 'Nama mesti sekurang-kurangnya 2 aksara.',
    emailFormat: 'E-mel mesti alamat e-mel yang sah.',
    contactFormat: 'Nombor telefon mesti nombor telefon yang sah.',
  },
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function localeOf(value: string | null): Locale {
  return value === 'cn' || value === 'bh' ? value : 'en';
}

/** The 422 `errors` object for these fields, or null when they are valid. */
export function validateEnquiry(fields: ReadonlyMap<string, string>, locale: Locale): FieldErrors | null {
  const m = MESSAGES[locale];
  const errors: FieldErrors = {};
  const value = (name: string) => (fields.get(name) ?? '').trim();
  // A missing value gets two messages, as the real service lists every rule a field breaks.
  if (!value('name')) errors.name = [m.required.name, m.nameLength];
  if (!value('email')) errors.email = [m.required.email, m.emailFormat];
  else if (!EMAIL.test(value('email'))) errors.email = [m.emailFormat];
  if (!value('contact')) errors.contact = [m.required.contact, m.contactFormat];
  return Object.keys(errors).length ? errors : null;
}
