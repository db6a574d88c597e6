// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  browserLocale,
  isFirstLoadOfVisit,
  localeCookie,
  redirectTarget,
  rememberedLocale,
  type RedirectInput,
} from '../../src/shared/locale-memory.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('the locale cookie', () => {
  it('is i18n_redirected, for the whole site, SameSite Lax, expiring 365 days after writing', () => {
    const written = new Date('2025-03-01T08:00:00Z');
    expect(localeCookie('cn', written)).toBe(
      'i18n_redirected=cn; Path=/; Expires=Sun, 01 Mar 2026 08:00:00 GMT; Max-Age=31536000; SameSite=Lax',
    );
    expect(localeCookie('bh', written, true)).toMatch(/^i18n_redirected=bh; .*; SameSite=Lax; Secure$/);
  });

  it('is read back from document.cookie, ignoring other cookies and unknown codes', () => {
    expect(rememberedLocale('a=1; i18n_redirected=bh; b=2')).toBe('bh');
    expect(rememberedLocale('i18n_redirected=fr')).toBeUndefined();
    expect(rememberedLocale('')).toBeUndefined();
  });

  it('is set by the browser with those attributes', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the runtime writes this very string to document.cookie.
    document.cookie = localeCookie('cn');
    expect(rememberedLocale(document.cookie)).toBe('cn');
    // biome-ignore lint/suspicious/noDocumentCookie: as above.
    document.cookie = localeCookie('en');
    expect(rememberedLocale(document.cookie)).toBe('en');
  });
});

describe('the first-load redirect', () => {
  const at = (input: Partial<RedirectInput>) =>
    redirectTarget({ path: '/', firstLoad: true, cookies: '', languages: ['en-GB'], userAgent: CHROME, ...input });

  it.each([
    // cookie, browser languages, expected target
    ['i18n_redirected=cn', ['en-GB'], '/cn/'],
    ['i18n_redirected=bh', ['zh-CN'], '/bh/'],
    ['i18n_redirected=en', ['zh-CN'], null],
    ['', ['zh-CN', 'en'], '/cn/'],
    ['', ['zh-TW'], '/cn/'],
    ['', ['ms-MY'], '/bh/'],
    ['', ['id-ID', 'en'], '/bh/'],
    ['', ['en-SG', 'zh-CN'], null],
    ['', ['fr-FR', 'ms'], '/bh/'],
    ['', ['fr-FR', 'de'], null],
    ['', [], null],
  ] as const)('cookie "%s" and languages %j → %s', (cookies, languages, expected) => {
    expect(at({ cookies, languages })).toBe(expected);
  });

  it('happens only on the first load of a visit, only at the root', () => {
    expect(at({ cookies: 'i18n_redirected=cn', firstLoad: false })).toBeNull();
    expect(at({ cookies: 'i18n_redirected=cn', path: '/about-us/' })).toBeNull();
    expect(at({ languages: ['zh-CN'], path: '/services/' })).toBeNull();
  });

  it('never happens for crawlers and bots', () => {
    for (const userAgent of [
      GOOGLEBOT,
      'Mozilla/5.0 Chrome-Lighthouse',
      'facebookexternalhit/1.1',
      'Bingbot/2.0',
      'some-crawler',
      'Baiduspider',
    ]) {
      expect(at({ cookies: 'i18n_redirected=cn', userAgent })).toBeNull();
    }
  });

  it('maps browser languages to our locales', () => {
    expect(browserLocale(['zh-Hans-SG'])).toBe('cn');
    expect(browserLocale(['ms_MY'])).toBe('bh');
    expect(browserLocale(['EN-us', 'zh'])).toBe('en');
    expect(browserLocale(['ja'])).toBeUndefined();
  });

  it('marks the visit in sessionStorage, so only the first load counts', () => {
    sessionStorage.clear();
    expect(isFirstLoadOfVisit(sessionStorage)).toBe(true);
    expect(isFirstLoadOfVisit(sessionStorage)).toBe(false);
    expect(isFirstLoadOfVisit(null)).toBe(false);
  });
});
