import { BuildError, valueOrThrow } from '../../src/shared/problems.ts';
import { describe, expect, it } from 'vitest';
import { analyticsOrigins, contentSecurityPolicy, GENERATOR_SCRIPTS, InlineScripts, scriptHash } from '../../src/generator/host/csp.ts';
import { EARLY_REDIRECT_SCRIPT } from '../../src/shared/early-redirect.ts';
import {
  catchAllPolicy,
  headerRules,
  headersFor,
  parseHeadersFile,
  renderHeadersFile,
  renderRedirectsFile,
  scopePolicies,
} from '../../src/generator/host/host-config.ts';
import { formatPolicy, intersectPolicies, parsePolicy } from '../../src/generator/host/policy-union.ts';
import { build } from '../../src/generator/build.ts';
import { loadInputs } from '../../src/generator/pipeline/load-inputs.ts';
import { fixtureProject } from '../helpers/fixture.ts';

const OFF = { formServiceUrl: 'https://forms.example/base', gtmId: '' };
const ON = { formServiceUrl: 'https://forms.example', gtmId: 'GTM-AB12CD3' };

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((d) => {
      const [name = '', ...sources] = d.split(' ');
      return [name, sources];
    }),
  );
}

describe('the Content-Security-Policy', () => {
  it('allows only the site and the form service when analytics are off', () => {
    expect(directives(contentSecurityPolicy({ config: OFF }))).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'img-src': ["'self'"],
      'font-src': ["'self'"],
      'connect-src': ["'self'", 'https://forms.example'],
      'form-action': ["'self'", 'https://forms.example'],
      'frame-src': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('adds the tag-manager, gtag and tracking hosts of the clinic facts when a tag-manager id is set', () => {
    expect(analyticsOrigins()).toEqual(['https://www.googletagmanager.com', 'https://tracking.example-analytics.com']);
    const d = directives(contentSecurityPolicy({ config: ON }));
    expect(d['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com', 'https://tracking.example-analytics.com']);
    expect(d['connect-src']).toEqual(
      expect.arrayContaining(['https://forms.example', 'https://*.google-analytics.com', 'https://tracking.example-analytics.com']),
    );
    expect(d['img-src']).toContain('https://*.google-analytics.com');
  });

  it('lists inline script hashes in script-src and never unsafe-inline', () => {
    const policy = contentSecurityPolicy({ config: OFF, scriptHashes: ["'sha256-b'", "'sha256-a'"] });
    expect(directives(policy)['script-src']).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
    expect(policy).not.toContain('unsafe-inline');
  });
});

describe('InlineScripts', () => {
  it("hashes the generator's own executable inline scripts only: not external ones, not JSON-LD data blocks", () => {
    const scripts = new InlineScripts(['window.x = 1;', 'import "/a.js";', 'y()']);
    const unexpected = scripts.add(
      '<head><script type="module" src="/assets/main.js"></script><script type="application/ld+json">{"a":1}</script></head>' +
        '<body><script>window.x = 1;</script><script type="module">import "/a.js";</script><script type=text/javascript>y()</script></body>',
    );
    expect(unexpected).toEqual([]);
    expect(scripts.hashes).toEqual([scriptHash('window.x = 1;'), scriptHash('import "/a.js";'), scriptHash('y()')].sort());
  });

  it('returns, and never hashes, any other executable script: inline, upper-case, or from another host', () => {
    const scripts = new InlineScripts([]);
    const unexpected = scripts.add(
      '<p>x</p><SCRIPT>steal()</SCRIPT><script src="https://evil.example/x.js"></script><script type="application/json">{}</script>',
    );
    expect(unexpected).toEqual(['<script>steal()', '<script src="https://evil.example/x.js">']);
    expect(scripts.hashes).toEqual([]);
  });

  it('computes the hash a browser expects (sha256 of the exact text, base64)', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe('_headers', () => {
  const rules = parseHeadersFile(renderHeadersFile({ config: OFF }));

  it('reads back into the rules it was written from', () => {
    expect(rules).toEqual(headerRules({ config: OFF }).map((r) => ({ pattern: r.pattern, headers: r.headers.map(([n, v]) => [n, v]) })));
  });

  it('sets each header once per path, so hosts that join repeated headers never mix two cache policies', () => {
    for (const path of ['/', '/about-us/', '/assets/site-abc.css', '/_build/latest.json', '/cn/_payload.json']) {
      const names = headersFor(rules, path).map(([name]) => name.toLowerCase());
      expect(new Set(names).size, path).toBe(names.length);
    }
    expect(headersFor(rules, '/assets/main-X.js')).toContainEqual(['Cache-Control', 'public, max-age=31536000, immutable']);
    expect(headersFor(rules, '/_build/latest.json')).toContainEqual(['Cache-Control', 'no-cache']);
    expect(headersFor(rules, '/about-us/').map(([n]) => n)).toEqual([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'X-Frame-Options',
    ]);
  });

  it("with search pages and the editor: a catch-all policy on /*, joined to each path's own, that leaves each path its own", () => {
    const input = { config: OFF, scriptHashes: ["'sha256-a'"] };
    const scopes = { strict: ['/', '/about-us', '/about-us/*'], search: ['/search/*'], admin: ['/admin/*'] };
    const scoped = parseHeadersFile(renderHeadersFile(input, [], scopes));
    const catchAll = scoped.find((rule) => rule.pattern === '/*');
    expect(catchAll?.headers).toContainEqual(['Content-Security-Policy', catchAllPolicy(input, scopes)]);
    const own = scopePolicies(input, scopes);
    // An unknown address gets the catch-all alone; every other path its own policy and the catch-all, joined by the host.
    const policiesAt = (path: string) =>
      headersFor(scoped, path)
        .filter(([name]) => name === 'Content-Security-Policy')
        .map(([, value]) => value);
    expect(policiesAt('/no-such-page/')).toEqual([catchAllPolicy(input, scopes)]);
    for (const [path, policy] of [
      ['/about-us/', own.strict],
      ['/search/', own.search],
      ['/admin/', own.admin],
    ] as const) {
      const values = policiesAt(path);
      expect(values, path).toHaveLength(2);
      expect(formatPolicy(intersectPolicies(values.map(parsePolicy))), path).toBe(
        formatPolicy(intersectPolicies([parsePolicy(policy ?? '')])),
      );
    }
    // Every other header, Cache-Control included, is still set by one rule per path.
    for (const path of ['/about-us/', '/search/', '/admin/', '/assets/main-X.js', '/no-such-page/']) {
      const names = headersFor(scoped, path)
        .map(([name]) => name)
        .filter((name) => name !== 'Content-Security-Policy');
      expect(new Set(names).size, path).toBe(names.length);
    }
  });

  it('rejects a header line outside a path block', () => {
    expect(() => parseHeadersFile('  X-Test: 1\n')).toThrow('_headers: "X-Test: 1" is not "Name: value" under a path');
  });
});

describe('_redirects', () => {
  it('maps unknown paths to the locale not-found page with status 404 and has no slash rule that could loop', () => {
    const rules = renderRedirectsFile()
      .split('\n')
      .filter((l) => l && !l.startsWith('#'));
    expect(rules).toEqual(['/cn/*  /cn/404.html  404', '/bh/*  /bh/404.html  404', '/*  /404.html  404']);
  });
});

describe('the built _headers', () => {
  it("allows the generator's one inline script (the early redirect of /) by its hash and no other, and a script in a page the render worker renders fails the build naming the file", async () => {
    expect(GENERATOR_SCRIPTS).toEqual([EARLY_REDIRECT_SCRIPT]);
    const onlyTheRedirect = `script-src 'self' ${scriptHash(EARLY_REDIRECT_SCRIPT)};`;
    const project = await fixtureProject();
    try {
      const result = await build({ root: project.root, outDir: project.out, env: { GTM_ID: '' }, parallel: true });
      expect(result.timings.map(([name]) => name)).toContain('render pages (2 threads)');
      const headers = parseHeadersFile(await project.read('dist/_headers'));
      const csp = headersFor(headers, '/media/').find(([name]) => name === 'Content-Security-Policy')?.[1] ?? '';
      expect(csp).toContain(onlyTheRedirect);
      expect(await project.read('dist/index.html')).toContain(`<script>${EARLY_REDIRECT_SCRIPT}</script>`);
      expect(await project.read('dist/cn/index.html')).not.toContain('<script>');

      // The main thread renders the first half of the pages in load order, the worker the rest: the last is the worker's.
      const article = valueOrThrow(await loadInputs({ root: project.root, env: { GTM_ID: '' } })).pages.at(-1)?.source ?? '(no page)';
      await project.edit(article, (text) => `${text}\n<script>document.documentElement.dataset.embed = "1";</script>\n`);
      const failed = await build({ root: project.root, outDir: project.out, env: { GTM_ID: '' }, parallel: true }).catch(
        (error: unknown) => error,
      );
      expect(failed).toBeInstanceOf(BuildError);
      expect((failed as BuildError).lines).toEqual([
        expect.stringMatching(new RegExp(`^${article.replaceAll('.', '\\.')}:\\d+: <script> is not allowed in content`)),
      ]);
      expect(await project.read('dist/_headers')).toContain(onlyTheRedirect);
    } finally {
      await project.dispose();
    }
  });
});
