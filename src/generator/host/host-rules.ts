/**
 * Rules a keeper writes by hand for the host, in `public/_headers` and `public/_redirects` (a renamed page's
 * 301, a header for a download). They are checked, then merged with the generated rules rather than
 * overwritten by them: hand-written redirects come first, because a host applies the first rule that matches
 * and the generated not-found rules match everything; hand-written headers come after the generated ones and may
 * not set the security headers, which the generated `/*` rule sets for every path (two values of one header are
 * joined by the host, and a joined `X-Frame-Options` is ignored by browsers).
 */
import type { Problem } from '../../shared/problems.ts';
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
  for (const rule of rules) {
    if (!rule.pattern.startsWith('/')) problems.push({ file, message: `the path ${rule.pattern} must start with /` });
    for (const [name] of rule.headers) {
      if (SECURITY_HEADERS.has(name.toLowerCase())) {
        problems.push({
          file,
          field: name,
          message: `is set by the build for every page (src/generator/host/host-config.ts); a second value would be joined with it and weaken it`,
        });
      }
    }
  }
  return { rules, problems };
}

export function renderRedirectRules(rules: readonly RedirectRule[]): string {
  return rules.map((r) => `${r.from}  ${r.to}  ${r.status}${r.force ? '!' : ''}`).join('\n');
}
