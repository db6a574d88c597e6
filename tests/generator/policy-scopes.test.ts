/**
 * Which paths get which Content-Security-Policy in `_headers`: the search pages and the search code their own,
 * which allows WebAssembly; every other file of the output the strict one; never both on one path, since hosts
 * join the values of a header that two matching rules set; and every path the catch-all of `/*`, the union of
 * the site's policies, which joined to a path's own leaves it unchanged (policy-union.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, metaPolicy } from '../../src/generator/host/csp.ts';
import { catchAllPolicy, headerRules, headersFor, parseHeadersFile, renderHeadersFile } from '../../src/generator/host/host-config.ts';
import { policyScopes, type ListFolder, type OutputEntry } from '../../src/generator/host/policy-scopes.ts';

const CONFIG = { formServiceUrl: 'https://forms.test', gtmId: '' };
const SEARCH = ['/search/', '/cn/search/', '/pagefind/'];

const folder = (name: string): OutputEntry => ({ name, folder: true });
const file = (name: string): OutputEntry => ({ name, folder: false });

/** A small output: pages, a locale folder with its own search page, assets, the index, and hidden files. */
const OUTPUT: Readonly<Record<string, readonly OutputEntry[]>> = {
  '/': [
    file('index.html'),
    file('_payload.json'),
    file('404.html'),
    file('.nojekyll'),
    file('sitemap.xml'),
    folder('about-us'),
    folder('search'),
    folder('assets'),
    folder('cn'),
    folder('pagefind'),
    folder('sea'),
  ],
  '/cn/': [file('index.html'), file('404.html'), folder('about-us'), folder('search')],
};
const list: ListFolder = async (sitePath) => OUTPUT[sitePath] ?? [];

const policiesOf = (rules: ReturnType<typeof headerRules>, path: string) =>
  headersFor(rules, path)
    .filter(([name]) => name === 'Content-Security-Policy')
    .map(([, value]) => value);

describe('policy scopes', () => {
  it('cover every file of the output with one policy: the search pages and code their own, everything else the strict one', async () => {
    const scopes = await policyScopes(list, SEARCH);
    expect(scopes.search).toEqual(['/search/*', '/cn/search/*', '/pagefind/*']);
    const rules = headerRules({ config: CONFIG }, scopes);
    const strict = contentSecurityPolicy({ config: CONFIG });
    const search = contentSecurityPolicy({ config: CONFIG, search: true });
    expect(search).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(strict).not.toContain('wasm-unsafe-eval');
    // Every path also gets the catch-all, after its own policy (file order).
    const catchAll = catchAllPolicy({ config: CONFIG }, scopes);

    for (const path of [
      '/',
      '/index.html',
      '/_payload.json',
      '/404.html',
      '/sitemap.xml',
      '/about-us',
      '/about-us/',
      '/about-us/_payload.json',
      '/assets/site-x.css',
      '/sea/',
      '/cn/',
      '/cn/404.html',
      '/cn/about-us/',
    ]) {
      expect(policiesOf(rules, path), path).toEqual([strict, catchAll]);
    }
    for (const path of [
      '/search/',
      '/search/_payload.json',
      '/cn/search/',
      '/pagefind/pagefind.js',
      '/pagefind/fragment/en_1.pf_fragment',
    ]) {
      expect(policiesOf(rules, path), path).toEqual([search, catchAll]);
    }
    // Every path keeps the other security headers, each set once.
    for (const path of ['/', '/search/', '/no-such-page/']) {
      const names = headersFor(rules, path)
        .map(([name]) => name)
        .filter((name) => name !== 'Content-Security-Policy');
      expect(new Set(names).size, path).toBe(names.length);
      expect(names, path).toEqual(
        expect.arrayContaining([
          'Strict-Transport-Security',
          'X-Content-Type-Options',
          'Referrer-Policy',
          'Permissions-Policy',
          'X-Frame-Options',
        ]),
      );
    }
    // An address under no entry of the output gets the catch-all alone (its not-found page adds the strict one).
    expect(policiesOf(rules, '/no-such-page/')).toEqual([catchAll]);
    expect(policiesOf(rules, '/.nojekyll')).toEqual([catchAll]);
  });

  it('read back from the written _headers as they were made', async () => {
    const scopes = await policyScopes(list, SEARCH);
    const written = parseHeadersFile(renderHeadersFile({ config: CONFIG }, [], scopes));
    expect(written).toEqual(
      headerRules({ config: CONFIG }, scopes).map((r) => ({ pattern: r.pattern, headers: r.headers.map(([n, v]) => [n, v]) })),
    );
  });

  it('keep one policy on /* for a site without search pages', () => {
    const rules = headerRules({ config: CONFIG });
    expect(rules[0]?.pattern).toBe('/*');
    expect(policiesOf(rules, '/anything/')).toEqual([contentSecurityPolicy({ config: CONFIG })]);
  });
});

describe('the error pages’ meta policy', () => {
  it('is the strict policy without frame-ancestors, which a meta policy cannot carry', () => {
    const meta = metaPolicy({ config: CONFIG });
    expect(meta).not.toContain('frame-ancestors');
    expect(meta).not.toContain('wasm-unsafe-eval');
    expect(`${meta}; frame-ancestors 'none'`).toBe(contentSecurityPolicy({ config: CONFIG }));
  });
});
