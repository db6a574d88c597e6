/**
 * Build-time settings: deployment values that differ between hosts, read from the environment with the clinic
 * facts as defaults. Invalid values fail the build with a message naming the setting.
 */
import type { Checked, Problem } from '../shared/problems.ts';
import { assertGtmId } from './analytics.ts';
import { SERVICES } from './services.ts';
import { readCmsSettings, type CmsSettings } from './cms.ts';

export interface SiteConfig {
  /** Origin of the public site, no trailing slash: canonical URLs and the sitemap use it. */
  readonly siteUrl: string;
  /** Base URL of the form service (hapiform), no trailing slash. */
  readonly formServiceUrl: string;
  readonly enquiryFormId: string;
  /** Tag-manager id; empty means analytics are off. */
  readonly gtmId: string;
  /** The content editor's git host and sign-in (site/cms.ts). */
  readonly cms: CmsSettings;
}

// The check lives with the analytics settings, which the browser runtime shares (and checks again).
export { GTM_ID_PATTERN, assertGtmId } from './analytics.ts';

/** The canonical origin used when SITE_URL is not set: clearly not the clinic's, so a forgotten setting shows. */
export const PLACEHOLDER_SITE_URL = 'https://www.harbourview-ortho.example';

/**
 * Settings that are valid but probably a mistake, one line each. A production build without SITE_URL writes the
 * placeholder origin into every canonical link, the sitemap and og:url, which search engines would then index.
 */
export function configWarnings(env: Readonly<Record<string, string | undefined>> = process.env): string[] {
  return env.SITE_URL
    ? []
    : [
        `SITE_URL is not set: canonical links, the sitemap and og:url use the placeholder ${PLACEHOLDER_SITE_URL} (set SITE_URL in the environment or in .env)`,
      ];
}

export function readConfig(env: Readonly<Record<string, string | undefined>> = process.env): Checked<SiteConfig> {
  const problems: Problem[] = [];
  const siteUrl = trimSlash(env.SITE_URL || PLACEHOLDER_SITE_URL);
  const formServiceUrl = trimSlash(env.FORM_SERVICE_URL || SERVICES.form.serviceUrl);
  const gtmId = (env.GTM_ID ?? SERVICES.analytics.gtmId).trim();
  const enquiryFormId: string = SERVICES.form.enquiryFormId;

  for (const [name, value] of [
    ['SITE_URL', siteUrl],
    ['FORM_SERVICE_URL', formServiceUrl],
  ] as const) {
    if (!isHttpUrl(value)) problems.push({ field: name, message: `"${value}" must be an absolute http(s) URL` });
  }
  const beyondOrigin = isHttpUrl(siteUrl) ? notAnOrigin(siteUrl) : undefined;
  if (beyondOrigin) problems.push({ field: 'SITE_URL', message: beyondOrigin });
  if (gtmId !== '') {
    try {
      assertGtmId(gtmId);
    } catch (error) {
      problems.push({ field: 'GTM_ID', message: (error as Error).message });
    }
  }
  if (enquiryFormId.trim() === '')
    problems.push({ file: 'src/site/services.ts', field: 'form.enquiryFormId', message: 'No hapiform ID provided!' });
  const cms = readCmsSettings(env, problems);
  if (problems.length) return { problems };
  return { value: { siteUrl, formServiceUrl, enquiryFormId, gtmId, cms }, problems };
}

/**
 * Why `url` is more than an origin, or undefined. The site is served from the root of its address: every page,
 * picture, style, script, the runtime's /_build/ and /_locales/ files, the search index and the host's rules are
 * addressed from "/". A project page such as https://owner.github.io/clinic/ would canonicalise to /clinic/ while
 * every asset still loads from the root of owner.github.io, so the build refuses the path instead of publishing
 * a site without its styles (docs/deploy.md, "GitHub Pages").
 */
function notAnOrigin(url: string): string | undefined {
  const { pathname, search, hash, username, password, origin } = new URL(url);
  const extra = [
    pathname !== '/' && `a path (${pathname})`,
    search && `a query (${search})`,
    hash && `a fragment (${hash})`,
    (username || password) && 'a user name or password',
  ].filter(Boolean);
  if (extra.length === 0) return undefined;
  return (
    `"${url}" has ${extra.join(' and ')}: the site must be served from the root of its address, since its pages, ` +
    `pictures and scripts are all linked from "/". Set SITE_URL to the origin alone (${origin}) and serve the site ` +
    'there: on GitHub Pages with a custom domain or the owner.github.io repository (docs/deploy.md, "GitHub Pages")'
  );
}

function trimSlash(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
