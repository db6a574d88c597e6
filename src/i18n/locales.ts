/**
 * The locale table. `code` is a URL prefix only: `bh` is the ISO code for Bihari, so it never
 * goes into `lang` or `hreflang`; `tag` and `hreflang` do.
 */
export const LOCALE_CODES = ['en', 'cn', 'bh'] as const;
export type LocaleCode = (typeof LOCALE_CODES)[number];

export interface Locale {
  readonly code: LocaleCode;
  /** URL prefix without slashes; empty for the default locale. */
  readonly prefix: string;
  /** Short label shown in the language switcher. */
  readonly label: string;
  /** Full name, in the language itself, for screen readers and titles. */
  readonly name: string;
  /** BCP 47 tag for `<html lang>` and `lang` attributes. */
  readonly tag: string;
  /** Value of `hreflang` on alternates. */
  readonly hreflang: string;
  /** Open Graph locale, from Facebook's fixed list. */
  readonly ogLocale: string;
}

export const DEFAULT_LOCALE: LocaleCode = 'en';

export const locales: Readonly<Record<LocaleCode, Locale>> = {
  en: { code: 'en', prefix: '', label: 'EN', name: 'English', tag: 'en-SG', hreflang: 'en', ogLocale: 'en_GB' },
  cn: { code: 'cn', prefix: 'cn', label: '中文', name: '简体中文', tag: 'zh-Hans-SG', hreflang: 'zh-Hans', ogLocale: 'zh_CN' },
  bh: { code: 'bh', prefix: 'bh', label: 'BH', name: 'Bahasa Melayu', tag: 'ms-SG', hreflang: 'ms', ogLocale: 'ms_MY' },
};

export const localeList: readonly Locale[] = LOCALE_CODES.map((code) => locales[code]);

export function isLocaleCode(value: string): value is LocaleCode {
  return (LOCALE_CODES as readonly string[]).includes(value);
}

/** The path prefix of a locale's pages: '' for en, '/cn' for cn. */
export function localePrefix(code: LocaleCode): string {
  const { prefix } = locales[code];
  return prefix ? `/${prefix}` : '';
}

/** Which locale a site path belongs to, by its first segment. */
export function localeOfPath(path: string): LocaleCode {
  const first = path.split('/')[1] ?? '';
  const match = localeList.find((l) => l.prefix !== '' && l.prefix === first);
  return match ? match.code : DEFAULT_LOCALE;
}
