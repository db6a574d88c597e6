/**
 * The keeper's own `_redirects` and `_headers`: every rule a host would misread or that would weaken the site is
 * a problem naming the file and line, and good rules come back as written.
 */
import { describe, expect, it } from 'vitest';
import { parseHandWrittenHeaders, parseRedirects, renderRedirectRules } from '../../src/generator/host/host-rules.ts';

const FILE = 'public/_redirects';
const PAGES = new Set(['/', '/about-us/', '/cn/about-us/']);

describe('hand-written redirects', () => {
  it('never rewrite to another host, nor send the editor or a forced page off the site', () => {
    const text = [
      '/news/* https://evil.example/:splat 200',
      '/proxy/ https://evil.example/ 200!',
      '/admin/* https://evil.example/admin/ 301!',
      '/admin https://evil.example/ 302',
      '/* https://evil.example/ 301!',
      '/about-us/ https://evil.example/ 308!',
      '/cn/:page/ https://evil.example/ 301!',
      '/old-promo/* https://partner.example/promo/ 301',
      '/moved/ /about-us/ 200',
      '/about-us/ /cn/about-us/ 301!',
    ].join('\n');
    const { rules, problems } = parseRedirects(text, FILE, PAGES);
    expect(problems.map((p) => [p.line, p.message.split(';')[0]])).toEqual([
      [1, "a rewrite (200) to another host (https://evil.example/:splat) would serve that site under the clinic's address"],
      [2, "a rewrite (200) to another host (https://evil.example/) would serve that site under the clinic's address"],
      [3, '/admin/* covers the content editor (/admin/)'],
      [4, '/admin covers the content editor (/admin/)'],
      [5, '/* covers the content editor (/admin/)'],
      [6, '/about-us/ is forced (308!) over pages of the site to another host (https://evil.example/)'],
      [7, '/cn/:page/ is forced (301!) over pages of the site to another host (https://evil.example/)'],
    ]);
    expect(rules.map((r) => r.line)).toEqual([8, 9, 10]);
  });

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

  it('allows only caching, indexing, download and language headers, naming each other one with its line', () => {
    const text = [
      '/downloads/*',
      '  Cache-Control: public, max-age=3600',
      '  Expires: Thu, 01 Dec 2027 16:00:00 GMT',
      '  X-Robots-Tag: noindex',
      '  Content-Disposition: attachment',
      '  content-language: en-SG',
      '/downloads/leaflet.pdf',
      '  Content-Type: text/html',
      '/fonts/*',
      '  Service-Worker-Allowed: /',
      '/thank-you/*',
      '  Clear-Site-Data: "storage"',
      '  Content-Security-Policy-Report-Only: default-src *',
      '  Link: <https://evil.example/x.css>; rel=stylesheet',
      '  Access-Control-Allow-Origin: *',
    ].join('\n');
    const { problems } = parseHandWrittenHeaders(text, HEADERS);
    expect(problems.map((p) => [p.line, p.field])).toEqual([
      [8, 'Content-Type'],
      [10, 'Service-Worker-Allowed'],
      [12, 'Clear-Site-Data'],
      [13, 'Content-Security-Policy-Report-Only'],
      [14, 'Link'],
      [15, 'Access-Control-Allow-Origin'],
    ]);
    expect(problems[0]?.message).toBe(
      "is not a header a hand-written rule may set; only cache-control, expires, x-robots-tag, content-disposition, content-language (what a file is and what a page may do are the build's to say)",
    );
  });

  it('refuses a rule whose path does not start with /', () => {
    const { problems } = parseHandWrittenHeaders('downloads/*\n  Cache-Control: no-store\n', HEADERS);
    expect(problems).toEqual([{ file: HEADERS, message: 'the path downloads/* must start with /' }]);
  });
});
