// @vitest-environment happy-dom
/**
 * The clinic's Facebook and Instagram links: in the header as icons named for screen readers, elsewhere with the
 * network's name shown; in both, the name says where the link leads, in the page's language.
 */
import { describe, expect, it } from 'vitest';
import { SocialLinks } from '../../src/components/SocialLinks.tsx';
import { clinic } from '../../src/site/clinic.ts';
import { renderContext, renderWith } from '../helpers/render-context.tsx';

/** A link's accessible name as browsers compute it for these links: aria-label, else the text (the icon is hidden). */
const accessibleName = (a: HTMLAnchorElement) => a.getAttribute('aria-label') ?? (a.textContent ?? '').trim();

const NAMES = {
  en: ['Facebook (opens our page on facebook.com)', 'Instagram (opens our page on instagram.com)'],
  cn: ['Facebook（前往我们在 facebook.com 的专页）', 'Instagram（前往我们在 instagram.com 的账号）'],
  bh: ['Facebook (membuka halaman kami di facebook.com)', 'Instagram (membuka halaman kami di instagram.com)'],
} as const;

describe('social links', () => {
  it.each(['en', 'cn', 'bh'] as const)('in %s: named by where they lead, with the network shown outside the header', async (locale) => {
    const ctx = await renderContext('about-us', locale);
    for (const icons of [true, false]) {
      document.body.innerHTML = renderWith(ctx, <SocialLinks icons={icons} />);
      const links = [...document.querySelectorAll('a')];
      expect(links.map((a) => a.getAttribute('href'))).toEqual([clinic.social.facebook, clinic.social.instagram]);
      expect(links.map(accessibleName)).toEqual(NAMES[locale]);
      // Shown beside the icon outside the header (what is visible in the header is checked in Chromium).
      if (!icons) expect(links.map((a) => a.querySelector('span')?.textContent)).toEqual(['Facebook', 'Instagram']);
      for (const a of links) expect(a.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    }
  });
});
