// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { LanguageSwitcher } from '../../src/components/LanguageSwitcher.tsx';
import type { LocaleCode } from '../../src/i18n/locales.ts';
import { renderContext, renderWith } from '../helpers/render-context.tsx';

interface SwitcherLink {
  readonly text: string;
  readonly href: string | null;
  readonly hreflang: string | null;
  readonly lang: string | null;
  readonly current: string | null;
}

async function switcher(pageId: string, locale: LocaleCode): Promise<{ label: string | null; links: SwitcherLink[] }> {
  document.body.innerHTML = renderWith(await renderContext(pageId, locale), <LanguageSwitcher />);
  const nav = document.querySelector('nav') as HTMLElement;
  const links = [...nav.querySelectorAll('a')].map((a) => ({
    // What a person gets: a note kept hidden (shown only when the page has no version in that language) is not read.
    text: [...a.childNodes]
      .filter((n) => !(n instanceof HTMLElement && n.hidden))
      .map((n) => n.textContent ?? '')
      .join('')
      .trim(),
    href: a.getAttribute('href'),
    hreflang: a.getAttribute('hreflang'),
    lang: a.getAttribute('lang'),
    current: a.getAttribute('aria-current'),
  }));
  return { label: nav.getAttribute('aria-label'), links };
}

const LANGUAGES = [
  { text: 'EN – English', hreflang: 'en', lang: 'en-SG' },
  { text: '中文 – 简体中文', hreflang: 'zh-Hans', lang: 'zh-Hans-SG' },
  { text: 'BH – Bahasa Melayu', hreflang: 'ms', lang: 'ms-SG' },
];

describe('language switcher', () => {
  it.each([
    ['en', 'Select Language', 0],
    ['cn', '选择语言', 1],
    ['bh', 'Pilih Bahasa', 2],
  ] as const)('on /about-us/ in %s: the same page in each locale, the current one marked', async (locale, label, current) => {
    const result = await switcher('about-us', locale);
    expect(result.label).toBe(label);
    expect(result.links).toEqual(
      ['/about-us/', '/cn/about-us/', '/bh/about-us/'].map((href, i) => ({
        ...LANGUAGES[i],
        href,
        current: i === current ? 'page' : null,
      })),
    );
  });

  it('on an English-only page sends cn and bh to their home pages', async () => {
    const result = await switcher('blog-common-dance-injuries', 'en');
    expect(result.links.map((l) => [l.href, l.current])).toEqual([
      ['/blog/common-dance-injuries/', 'page'],
      ['/cn/', null],
      ['/bh/', null],
    ]);
  });

  it('shows bh as BH, with its full name for screen readers only, and never the code as a language', async () => {
    await switcher('index', 'bh');
    const bh = document.querySelector('a[hreflang="ms"]') as HTMLAnchorElement;
    expect(bh.firstChild?.textContent).toBe('BH');
    expect(bh.querySelector('.visually-hidden')?.textContent).toBe(' – Bahasa Melayu');
    expect(bh.getAttribute('href')).toBe('/bh/');
    expect(document.querySelector('[lang="bh"], [hreflang="bh"]')).toBeNull();
  });

  it('is a plain list of links, which works without JavaScript', async () => {
    await switcher('contact-us', 'cn');
    const nav = document.querySelector('nav') as HTMLElement;
    expect(nav.querySelectorAll('ul > li > a[href]')).toHaveLength(3);
    expect(nav.querySelector('button, [data-island]')).toBeNull();
  });

  it.each([
    ['en', 'Select Language'],
    ['cn', '选择语言'],
    ['bh', 'Pilih Bahasa'],
  ] as const)(
    'where there is room (the sidebar), shows its name in %s as a heading that labels the group of languages',
    async (locale, name) => {
      document.body.innerHTML = renderWith(await renderContext('about-us', locale), <LanguageSwitcher headingId="languages-title" />);
      // A labelled group, not a second navigation landmark with the header switcher's name.
      const group = document.querySelector('[role="group"]') as HTMLElement;
      const heading = group.querySelector('h3');
      expect(heading?.textContent).toBe(name);
      expect(group.getAttribute('aria-labelledby')).toBe(heading?.id);
      expect(group.querySelectorAll('a[hreflang]')).toHaveLength(3);
      expect(document.querySelector('nav')).toBeNull();
    },
  );
});
