// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { LanguageSwitcher } from '../../src/components/LanguageSwitcher.tsx';
import { routeName } from '../../src/model/routes.ts';
import type { LocaleCode } from '../../src/i18n/locales.ts';
import { renderContext, renderWith } from '../helpers/render-context.tsx';

/** The route SiteRenderer.renderError gives 404.html and 500.html of a locale. */
async function errorPageLinks(statusCode: 404 | 500, locale: LocaleCode): Promise<Array<[string | null, string | null]>> {
  const ctx = await renderContext('index', locale);
  const home = ctx.route;
  const route = {
    ...home,
    id: `error-${statusCode}`,
    name: routeName(`error-${statusCode}`, locale),
    kind: 'error' as const,
    nav: undefined,
    path: `${home.path}${statusCode}.html`,
  };
  document.body.innerHTML = renderWith({ ...ctx, route }, <LanguageSwitcher />);
  return [...document.querySelectorAll('nav a')].map((a) => [a.getAttribute('href'), a.getAttribute('aria-current')]);
}

describe('the language links of an error page', () => {
  it.each([
    [404, 'en', 0],
    [404, 'cn', 1],
    [500, 'en', 0],
    [500, 'bh', 2],
  ] as const)('%s.html in %s: each locale’s home, its own locale marked, never an error file', async (status, locale, current) => {
    const links = await errorPageLinks(status, locale);
    expect(links).toEqual(['/', '/cn/', '/bh/'].map((href, i) => [href, i === current ? 'page' : null]));
  });
});
