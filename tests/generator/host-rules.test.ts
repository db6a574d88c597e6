/**
 * The keeper's own `_redirects` and `_headers`: every rule a host would misread or that would weaken the site is
 * a problem naming the file and line, and good rules come back as written.
 */
import { describe, expect, it } from 'vitest';
import { parseHandWrittenHeaders, parseRedirects, renderRedirectRules } from '../../src/generator/host/host-rules.ts';

const FILE = 'public/_redirects';
const PAGES = new Set(['/', '/about-us/', '/cn/about-us/']);

describe('hand-written redirects', () => {
  it('reads rules with their status (301 by default), force flag and line, skipping comments and blank lines', () => {
    const text =
      '# moved pages\n\n/old-knee/ /services/knee/\n/promo https://clinic.example/ 302\n/about-us/ /cn/about-us/ 301!  # forced\n';
    const { rules, problems } = parseRedirects(text, FILE, PAGES);
    expect(problems).toEqual([]);
    expect(rules).toEqual([
      { from: '/old-knee/', to: '/services/knee/', status: 301, force: false, line: 3 },
      { from: '/promo', to: 'https://clinic.example/', status: 302, force: false, line: 4 },
      { from: '/about-us/', to: '/cn/about-us/', status: 301, force: true, line: 5 },
    ]);
    expect(renderRedirectRules(rules)).toBe(
      '/old-knee/  /services/knee/  301\n/promo  https://clinic.example/  302\n/about-us/  /cn/about-us/  301!',
    );
  });

  it('names each bad line with its number and what to write instead', () => {
    const text = [
      '/only-one-path',
      '//evil.example/ /x/',
      'old/ /new/',
      '/a/ http://insecure.example/',
      '/b/ //evil.example/',
      '/c/ /d/ 418',
      '/e/ /f/ 301 extra',
    ].join('\n');
    const { rules, problems } = parseRedirects(text, FILE, PAGES);
    expect(rules).toEqual([]);
    expect(problems).toEqual([
      { file: FILE, line: 1, message: '"/only-one-path" is not a redirect: write "/old-path/ /new-path/ 301"' },
      { file: FILE, line: 2, message: 'the path to redirect (//evil.example/) must start with a single /' },
      { file: FILE, line: 3, message: 'the path to redirect (old/) must start with a single /' },
      { file: FILE, line: 4, message: 'the target (http://insecure.example/) must be a site path starting with / or an https:// address' },
      { file: FILE, line: 5, message: 'the target (//evil.example/) must be a site path starting with / or an https:// address' },
      { file: FILE, line: 6, message: 'status 418 is not one a host accepts (200, 301, 302, 303, 307, 308, 404, 410, 451)' },
      { file: FILE, line: 7, message: '"/e/ /f/ 301 extra" is not a redirect: write "/old-path/ /new-path/ 301"' },
    ]);
  });

  it('refuses a redirect from a page of the site, which hosts would never apply, unless it is forced', () => {
    const { problems } = parseRedirects('/about-us /contact-us/ 302', FILE, PAGES);
    expect(problems).toEqual([
      {
        file: FILE,
        line: 1,
        message: '/about-us is a page of the site, so hosts would never apply this redirect (remove the rule, or write 302! to force it)',
      },
    ]);
    expect(parseRedirects('/about-us /contact-us/ 302!', FILE, PAGES).problems).toEqual([]);
  });

  it('accepts host options written as name=value after the status', () => {
    const { rules, problems } = parseRedirects('/old/ /new/ 301 Country=sg', FILE, PAGES);
    expect(problems).toEqual([]);
    expect(rules).toHaveLength(1);
  });
});

describe('hand-written headers', () => {
  const HEADERS = 'public/_headers';

  it('reads header rules for paths', () => {
    const { rules, problems } = parseHandWrittenHeaders('/downloads/*\n  Content-Disposition: attachment\n', HEADERS);
    expect(problems).toEqual([]);
    expect(rules).toEqual([{ pattern: '/downloads/*', headers: [['Content-Disposition', 'attachment']] }]);
  });

  it('names the line of a header that is not "Name: value"', () => {
    const { rules, problems } = parseHandWrittenHeaders('/a/\n  Cache-Control: no-store\n  no colon here\n', HEADERS);
    expect(rules).toEqual([]);
    expect(problems).toEqual([{ file: HEADERS, line: 3, message: '"no colon here" is not "Name: value" under a path' }]);
  });

  it('names the line of a bad header that itself holds quotes', () => {
    const { problems } = parseHandWrittenHeaders('/a/\n  "quoted" words\n', HEADERS);
    expect(problems).toEqual([{ file: HEADERS, line: 2, message: '""quoted" words" is not "Name: value" under a path' }]);
  });

  it('refuses a security header the build already sets for every page, in any letter case', () => {
    const { problems } = parseHandWrittenHeaders(
      '/embed/*\n  x-frame-options: SAMEORIGIN\n  Content-Security-Policy: default-src *\n',
      HEADERS,
    );
    expect(problems.map((p) => [p.file, p.field])).toEqual([
      [HEADERS, 'x-frame-options'],
      [HEADERS, 'Content-Security-Policy'],
    ]);
    expect(problems[0]?.message).toMatch(/is set by the build for every page.*weaken it/);
  });

  it('refuses a rule whose path does not start with /', () => {
    const { problems } = parseHandWrittenHeaders('downloads/*\n  Cache-Control: no-store\n', HEADERS);
    expect(problems).toEqual([{ file: HEADERS, message: 'the path downloads/* must start with /' }]);
  });
});
