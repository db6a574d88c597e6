/**
 * The Content-Security-Policy: exactly what the site loads. Its own files; the form service (the enquiry form
 * posts there, with fetch and, with JavaScript off, as a plain form); and, only when analytics are on, the hosts
 * of the tag-manager, gtag and tracking scripts named in the clinic facts plus the hosts gtag itself reports to.
 * Scripts run only from those origins or, for an inline script, by its sha256 hash: never 'unsafe-inline'.
 */
import { createHash } from 'node:crypto';
import { EARLY_REDIRECT_SCRIPT } from '../../shared/early-redirect.ts';
import { clinic } from '../../site/clinic.ts';
import { scanHtml } from '../output/output-scan.ts';
import type { SiteConfig } from '../../site/config.ts';

/**
 * Where gtag.js sends its measurements once loaded (Google's "Tag Manager and GA4 CSP" guide): not script hosts,
 * so they are not in the clinic facts, but the analytics the clinic turned on cannot work without them.
 */
const GTAG_BEACON_HOSTS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

/** The origins of every URL in the clinic's analytics settings (tag manager, gtag, tracking script). */
export function analyticsOrigins(): string[] {
  const origins = Object.values(clinic.analytics as Record<string, unknown>)
    .filter((value): value is string => typeof value === 'string' && value.startsWith('https://'))
    .map((value) => new URL(value).origin);
  return [...new Set(origins)];
}

export interface PolicyInput {
  /** `cms` for the content editor's policy (admin-policy.ts). */
  readonly config: Pick<SiteConfig, 'formServiceUrl' | 'gtmId'> & Partial<Pick<SiteConfig, 'cms'>>;
  /** `'sha256-…'` sources of the inline scripts the pages carry. */
  readonly scriptHashes?: readonly string[];
  /**
   * The policy of the search pages: Pagefind compiles its WebAssembly search code in the page, which a policy
   * with `script-src` allows only with `'wasm-unsafe-eval'`. That source lets a page compile WebAssembly and
   * nothing else (no JavaScript eval), and only the search pages get it (policy-scopes.ts).
   */
  readonly search?: boolean;
}

export function contentSecurityPolicy({ config, scriptHashes = [], search = false }: PolicyInput): string {
  const form = new URL(config.formServiceUrl).origin;
  const analytics = config.gtmId ? analyticsOrigins() : [];
  const beacons = config.gtmId ? GTAG_BEACON_HOSTS : [];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(search ? ["'wasm-unsafe-eval'"] : []), ...[...scriptHashes].sort(), ...analytics]],
    ['style-src', ["'self'"]],
    ['img-src', ["'self'", ...analytics, ...beacons]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", form, ...analytics, ...beacons]],
    ['form-action', ["'self'", form]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/**
 * The policy the error pages carry in a `<meta http-equiv>` as well: they are served at addresses only the `/*`
 * rule of `_headers` names, whose header policy is the union of the site's policies (policy-union.ts), wider
 * than the strict one; and on GitHub Pages no header arrives at all. Without `frame-ancestors`,
 * which a meta policy cannot carry (browsers ignore it there with a console error); `X-Frame-Options`, sent on
 * every path, keeps the page out of frames. Error pages carry no inline script, so no hash is needed.
 */
export function metaPolicy(input: Pick<PolicyInput, 'config'>): string {
  return contentSecurityPolicy({ config: input.config })
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors '))
    .join('; ');
}

/**
 * Inline scripts the generator writes into pages, each exactly as written. Only the remembered-locale redirect
 * in the head of `/`, which must run before the first paint; every other script is a file under /assets/, and
 * data for them travels in non-executable JSON blocks.
 */
export const GENERATOR_SCRIPTS: readonly string[] = [EARLY_REDIRECT_SCRIPT];

/** Types a browser executes; anything else (application/ld+json, importmap excluded) is a data block. */
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);

/** The generator's script files: a path under /assets/, with nothing a browser would resolve elsewhere. */
const OWN_SCRIPT_FILE = /^\/assets\/(?!.*\.\.)[\w./-]+$/;

/**
 * The inline scripts of the built pages. Only scripts the generator itself writes may run, and the policy
 * allows exactly those, by hash: `add` returns any other executable inline script it sees, which the build
 * reports as a problem, so content can never get a script of its own allowed by the Content-Security-Policy.
 */
export class InlineScripts {
  private readonly found = new Set<string>();
  private readonly allowed: ReadonlySet<string>;

  /** `generatorScripts`: the exact text of each inline script the generator writes into pages. */
  constructor(generatorScripts: Iterable<string> = GENERATOR_SCRIPTS) {
    this.allowed = new Set([...generatorScripts].map(scriptHash));
  }

  /**
   * Records the generator's inline scripts in `html` (read by parse5, as a browser reads it: output-scan.ts);
   * returns the start of any other executable script, and any event-handler attribute, which the generator never writes.
   */
  add(html: string): string[] {
    const { scripts, handlers } = scanHtml(html);
    const unexpected: string[] = [...handlers.map((h) => `an event handler ${h}`)];
    for (const { attrs, type, src, body, html: inHtml } of scripts) {
      if (inHtml && !EXECUTABLE_TYPES.has(type)) continue;
      if (src !== undefined) {
        if (!inHtml || !OWN_SCRIPT_FILE.test(src)) unexpected.push(`<script${attrs}>`);
        continue;
      }
      const hash = scriptHash(body);
      if (inHtml && this.allowed.has(hash)) this.found.add(hash);
      else unexpected.push(`<script${attrs}>${body.slice(0, 40)}`);
    }
    return unexpected;
  }

  merge(hashes: Iterable<string>): void {
    for (const hash of hashes) this.found.add(hash);
  }

  get hashes(): string[] {
    return [...this.found].sort();
  }
}

/** A CSP source for an inline script: the hash of its exact text, as the browser computes it. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}
