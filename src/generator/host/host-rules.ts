/**
 * Rules a keeper writes by hand for the host, in `public/_headers` and `public/_redirects` (a renamed page's
 * 301, a header for a download). They are checked, then merged with the generated rules rather than
 * overwritten by them: hand-written redirects come first, because a host applies the first rule that matches
 * and the generated not-found rules match everything; hand-written headers come after the generated ones and may
 * not set the security headers, which the generated `/*` rule sets for every path (two values of one header are
 * joined by the host, and a joined `X-Frame-Options` is ignored by browsers).
 *
 * A hand-written rule may only do what a keeper needs: set how long a file is cached, keep it from search engines,
 * offer it as a download, say its language (HAND_WRITTEN_HEADERS), and send an old address to a new one. Every
 * other header could turn a file into something else (`Content-Type: text/html` makes a "PDF" a page,
 * `Service-Worker-Allowed` lets a script take over every page, `Clear-Site-Data` wipes a visitor's draft), and a
 * rewrite (200) to another host, or an off-site redirect over the editor or a page of the site, would serve
 * someone else's content under the clinic's address.
 */
import type { Problem } from '../../shared/problems.ts';
import { ADMIN_PATH } from '../../site/admin.ts';
import { parseHeadersFile, securityHeaders, type HeaderRule } from './host-config.ts';

export interface RedirectRule {
  readonly from: string;
  readonly to: string;
  readonly status: number;
  /** `301!`: applies even where a file exists. */
  readonly force: boolean;
  readonly line: number;
}

export interface HandWrittenRules {
  readonly headers: readonly HeaderRule[];
  readonly redirects: readonly RedirectRule[];
}

const STATUSES = new Set([200, 301, 302, 303, 307, 308, 404, 410, 451]);
const SECURITY_HEADERS = new Set(
  securityHeaders({ config: { formServiceUrl: 'https://example.invalid', gtmId: '' } }).map(([name]) => name.toLowerCase()),
);
/** The only headers a hand-written rule may set (lower case): caching, indexing, downloads, language. */
export const HAND_WRITTEN_HEADERS: readonly string[] = [
  'cache-control',
  'expires',
  'x-robots-tag',
  'content-disposition',
  'content-language',
];
const ALLOWED_HEADERS = new Set(HAND_WRITTEN_HEADERS);
/** Addresses of the content editor a rule is tried against: its page, its files, the folder without its slash. */
const ADMIN_SAMPLES = [ADMIN_PATH, ADMIN_PATH.slice(0, -1), `${ADMIN_PATH}index.html`, `${ADMIN_PATH}site.json`];

export function parseRedirects(text: string, file: string, pagePaths: ReadonlySet<string>): { rules: RedirectRule[]; problems: Problem[] } {
  const rules: RedirectRule[] = [];
  const problems: Problem[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = index + 1;
    const content = raw.replace(/#.*$/, '').trim();
    if (!content) return;
    const [from = '', to = '', statusText = '301', ...rest] = content.split(/\s+/);
    const status = Number(statusText.replace(/!$/, ''));
    if (!to || rest.some((part) => !part.includes('='))) {
      problems.push({ file, line, message: `"${content}" is not a redirect: write "/old-path/ /new-path/ 301"` });
    } else if (!from.startsWith('/') || from.startsWith('//')) {
      problems.push({ file, line, message: `the path to redirect (${from}) must start with a single /` });
    } else if (!/^(\/(?!\/)|https:\/\/)/.test(to)) {
      problems.push({ file, line, message: `the target (${to}) must be a site path starting with / or an https:// address` });
    } else if (!STATUSES.has(status)) {
      problems.push({ file, line, message: `status ${statusText} is not one a host accepts (${[...STATUSES].join(', ')})` });
    } else if (offSite(to) && status === 200) {
      problems.push({
        file,
        line,
        message: `a rewrite (200) to another host (${to}) would serve that site under the clinic's address; redirect with 301 instead`,
      });
    } else if (offSite(to) && ADMIN_SAMPLES.some((sample) => matchesFrom(from, sample))) {
      problems.push({ file, line, message: `${from} covers the content editor (${ADMIN_PATH}); it may not be sent to another host` });
    } else if (offSite(to) && statusText.endsWith('!') && [...pagePaths].some((page) => matchesFrom(from, page))) {
      problems.push({
        file,
        line,
        message: `${from} is forced (${statusText}) over pages of the site to another host (${to}); redirect only addresses the site no longer has, without !`,
      });
    } else if (!statusText.endsWith('!') && pagePaths.has(from.endsWith('/') ? from : `${from}/`)) {
      problems.push({
        file,
        line,
        message: `${from} is a page of the site, so hosts would never apply this redirect (remove the rule, or write ${statusText}! to force it)`,
      });
    } else {
      rules.push({ from, to, status, force: statusText.endsWith('!'), line });
    }
  });
  return { rules, problems };
}

const offSite = (to: string) => to.startsWith('https://');

/**
 * Whether a redirect's `from` applies to `path`, as Netlify matches: a trailing `*` (splat) takes the rest, a
 * `:name` segment one segment, and a path with or without its final slash is the same.
 */
function matchesFrom(from: string, path: string): boolean {
  const trim = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);
  const pattern = trim(from)
    .split('/')
    .map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.+?^${}()|[\]\\*]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}$`).test(trim(path)) || (from.endsWith('/*') && trim(path) === trim(from.slice(0, -2)));
}

export function parseHandWrittenHeaders(text: string, file: string): { rules: HeaderRule[]; problems: Problem[] } {
  let rules: HeaderRule[];
  try {
    rules = parseHeadersFile(text);
  } catch (error) {
    // Anchored on the message's fixed ending: a greedy /"(.*)"/ ran on to the quotes of "Name: value", so the
    // line was never found and the problem named no line.
    const bad = (error as Error).message.match(/^_headers: "(.*)" is not "Name: value"/)?.[1] ?? '';
    const line = text.split('\n').findIndex((l) => l.trim() === bad) + 1;
    return { rules: [], problems: [{ file, ...(line ? { line } : {}), message: (error as Error).message.replace(/^_headers: /, '') }] };
  }
  const problems: Problem[] = [];
  for (const rule of rules)
    if (!rule.pattern.startsWith('/')) problems.push({ file, message: `the path ${rule.pattern} must start with /` });
  text.split('\n').forEach((raw, index) => {
    // A header line is an indented "Name: value" (parseHeadersFile has refused any other indented line).
    if (!/^\s/.test(raw) || raw.trim() === '' || raw.trimStart().startsWith('#')) return;
    const name = raw.slice(0, raw.indexOf(':')).trim();
    const at = { file, line: index + 1, field: name };
    if (SECURITY_HEADERS.has(name.toLowerCase()))
      problems.push({
        ...at,
        message: `is set by the build for every page (src/generator/host/host-config.ts); a second value would be joined with it and weaken it`,
      });
    else if (!ALLOWED_HEADERS.has(name.toLowerCase()))
      problems.push({
        ...at,
        message: `is not a header a hand-written rule may set; only ${HAND_WRITTEN_HEADERS.join(', ')} (what a file is and what a page may do are the build's to say)`,
      });
  });
  return { rules, problems };
}

export function renderRedirectRules(rules: readonly RedirectRule[]): string {
  return rules.map((r) => `${r.from}  ${r.to}  ${r.status}${r.force ? '!' : ''}`).join('\n');
}
