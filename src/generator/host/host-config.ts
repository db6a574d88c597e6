/**
 * What a host must add to the plain files: security headers, long caching for hashed assets, and the locale's
 * own not-found page. Written into dist/ as `_headers` and `_redirects`, the files Netlify and Cloudflare Pages
 * read; the README gives the same rules for Vercel, nginx and GitHub Pages. The preview server applies
 * `_headers` itself, so what the tests see is what the file says.
 */
import { LOCALE_CODES, localePrefix, type LocaleCode } from '../../i18n/locales.ts';
import { adminContentSecurityPolicy } from './admin-policy.ts';
import { contentSecurityPolicy, type PolicyInput } from './csp.ts';
import type { PolicyScopes } from './policy-scopes.ts';
import { formatPolicy, parsePolicy, unionPolicy } from './policy-union.ts';
import { ADMIN_ASSETS } from '../../site/admin.ts';

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';

/** Features the site never uses, turned off for the page and anything it embeds. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

export type HeaderList = ReadonlyArray<readonly [string, string]>;

export function securityHeaders(input: PolicyInput): HeaderList {
  return [['Content-Security-Policy', contentSecurityPolicy(input)], ...otherSecurityHeaders()];
}

/** Every security header but the Content-Security-Policy, the same on every path. */
function otherSecurityHeaders(): HeaderList {
  return [
    // Two years, the value hstspreload.org asks for; every subdomain is ours and served over HTTPS.
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    // frame-ancestors 'none' says the same to current browsers; this is for the ones that predate it.
    ['X-Frame-Options', 'DENY'],
  ];
}

export interface HeaderRule {
  readonly pattern: string;
  readonly headers: HeaderList;
}

/**
 * The policies of a site with scopes: the strict one, the search pages' one, and the editor's when it has one.
 * Their union goes on `/*` (policy-union.ts).
 */
export function scopePolicies(input: PolicyInput, scopes: PolicyScopes): { strict: string; search: string; admin?: string } {
  return {
    strict: contentSecurityPolicy(input),
    search: contentSecurityPolicy({ ...input, search: true }),
    ...(scopes.admin ? { admin: adminContentSecurityPolicy(input.config.cms) } : {}),
  };
}

/** The catch-all policy: every source any of the site's policies allows, so that joined to one it changes nothing. */
export function catchAllPolicy(input: PolicyInput, scopes: PolicyScopes): string {
  return formatPolicy(unionPolicy(Object.values(scopePolicies(input, scopes)).map(parsePolicy)));
}

/**
 * The rules, in `_headers` order. Both hosts join the values of a header set by two matching rules, so
 * Cache-Control is set by one rule only: it appears on `/assets/*` and `/_build/*`, never on `/*`. Every other
 * file keeps the hosts' default, which is already revalidation (`max-age=0, must-revalidate`).
 *
 * With `scopes` (a site with search pages), the search pages get their own policy, the strict one goes to
 * patterns covering every other file (policy-scopes.ts), and `/*` gets the union of the site's policies: the
 * browser enforces both policies a path is given, which leaves each path exactly its own, and an address no
 * other pattern names (a 404) still gets a real policy.
 */
export function headerRules(input: PolicyInput, scopes?: PolicyScopes): HeaderRule[] {
  const policies = scopes && scopePolicies(input, scopes);
  const security: HeaderRule[] =
    scopes && policies
      ? [
          ...scopes.strict.map((pattern) => ({ pattern, headers: [['Content-Security-Policy', policies.strict]] as HeaderList })),
          ...scopes.search.map((pattern) => ({ pattern, headers: [['Content-Security-Policy', policies.search]] as HeaderList })),
          // The content editor: its own policy, and nothing there for search engines.
          ...(scopes.admin ?? []).map((pattern) => ({
            pattern,
            headers: [
              ['Content-Security-Policy', adminContentSecurityPolicy(input.config.cms)],
              ['X-Robots-Tag', 'noindex, nofollow'],
            ] as HeaderList,
          })),
          { pattern: '/*', headers: [['Content-Security-Policy', catchAllPolicy(input, scopes)], ...otherSecurityHeaders()] },
        ]
      : [{ pattern: '/*', headers: securityHeaders(input) }];
  return [
    ...security,
    { pattern: '/assets/*', headers: [['Cache-Control', CACHE_IMMUTABLE]] },
    ...(scopes?.admin ? [{ pattern: `${ADMIN_ASSETS}*`, headers: [['Cache-Control', CACHE_IMMUTABLE]] as HeaderList }] : []),
    // Polled by open pages to notice a new release: must never be served stale.
    { pattern: '/_build/*', headers: [['Cache-Control', 'no-cache']] },
  ];
}

const renderRules = (rules: readonly HeaderRule[]) =>
  rules.map((rule) => `${rule.pattern}\n${rule.headers.map(([name, value]) => `  ${name}: ${value}`).join('\n')}\n`).join('');

/** The generated rules, then the hand-written ones of `public/_headers` (checked in host-rules.ts). */
export function renderHeadersFile(input: PolicyInput, handWritten: readonly HeaderRule[] = [], scopes?: PolicyScopes): string {
  const header = '# Netlify and Cloudflare Pages response headers, written by the build (src/generator/host/host-config.ts).\n';
  const own = handWritten.length ? `# From public/_headers, written by hand:\n${renderRules(handWritten)}` : '';
  return header + renderRules(headerRules(input, scopes)) + own;
}

/**
 * Not-found pages per locale. Netlify applies a rule only where no file exists (its default "shadowing"), so
 * these never hide a page; Netlify itself answers `/about-us` with a 301 to `/about-us/` and matches rules with
 * or without the slash, so there is deliberately no slash rule here (one would loop against it). Cloudflare Pages does not support 404 rules
 * and skips these lines: it already serves the nearest 404.html up the folder tree, which is the same result.
 */
export function renderRedirectsFile(handWritten = '', locales: readonly LocaleCode[] = LOCALE_CODES): string {
  const lines: string[] = [];
  // A host applies the first rule that matches, and the not-found rules below match every path.
  if (handWritten) lines.push('# From public/_redirects, written by hand:', handWritten);
  lines.push("# Netlify: each locale's own not-found page, status 404. Written by the build (src/generator/host/host-config.ts).");
  const prefixed = locales.filter((code) => localePrefix(code) !== '');
  for (const code of prefixed) lines.push(`${localePrefix(code)}/*  ${localePrefix(code)}/404.html  404`);
  lines.push('/*  /404.html  404');
  return `${lines.join('\n')}\n`;
}

/** Reads a `_headers` file back into rules (the preview server serves dist/ by it). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: Array<{ pattern: string; headers: Array<readonly [string, string]> }> = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const current = rules.at(-1);
    const colon = line.indexOf(':');
    if (!current || colon < 0) throw new Error(`_headers: "${line.trim()}" is not "Name: value" under a path`);
    current.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The headers for a path: every matching rule's, in file order (a `*` matches any characters, `/` included). */
export function headersFor(rules: readonly HeaderRule[], pathname: string): HeaderList {
  const matching = rules.filter((rule) => patternToRegExp(rule.pattern).test(pathname));
  return matching.flatMap((rule) => rule.headers);
}

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`);
}
