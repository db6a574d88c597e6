/**
 * Request handling of the preview server, the behaviour we expect of production hosts: a path without a
 * trailing slash gets a 301 to the slash form (query kept), repeated slashes a 301 to the path with single ones,
 * the rules of dist/_redirects where no file is (or where one is, for a forced `301!` rule), as Netlify applies
 * them (redirect-rules.ts): a keeper's redirect of a renamed page, then each locale's 404.html with status 404 for
 * an unknown path. Also the headers of dist/_headers (security headers, a year
 * of immutable caching for hashed assets) on every response whatever its status, and revalidation for
 * everything else. Traversal and bad URLs get a 400, other methods than GET and HEAD a 405, never a crash.
 * Single byte ranges are served (range-response.ts), and text files gzipped for clients that accept it, as hosts
 * do (compressed-response.ts).
 * The dev server uses the same handler in its dev mode: files written later are served, `_headers` is re-read
 * when a build rewrites it, and `devHeadHtml` (the live-reload client) is added to every page.
 */
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { localeOfPath, localePrefix } from '../../../src/i18n/locales.ts';
import { CACHE_REVALIDATE, headerRules, headersFor, parseHeadersFile, type HeaderRule } from '../../../src/generator/host/host-config.ts';
import { readConfig } from '../../../src/site/config.ts';
import { ADMIN_PATH } from '../../../src/site/admin.ts';
import { gzipResponder } from './compressed-response.ts';
import { answerRange } from './range-response.ts';
import { hostFileReader, matchRedirect, redirectRulesReader, type RedirectMatch } from './redirect-rules.ts';
import { valueOrThrow } from '../../../src/shared/problems.ts';

export interface SiteHandlerOptions {
  readonly dev?: boolean;
  /** Added before `</head>` of every HTML page (dev mode only). */
  readonly devHeadHtml?: string;
}

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** For a folder with no 404.html (a dev server whose first build failed): a page the dev client can join. */
const NOT_FOUND_FALLBACK =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body><h1>Not found</h1></body></html>';

/** Files a host reads as configuration and never serves. */
const HOST_FILES = new Set(['/_headers', '/_redirects', '/.nojekyll']);

export function createPreviewHandler(dir: string, options: SiteHandlerOptions = {}): RequestHandler {
  const root = path.resolve(dir);
  const dev = options.dev ?? false;
  // Files are looked up and measured on each request (sirv's "dev" lookup), never from a list made at start: a
  // rebuild under a running preview replaces them, and a remembered size sent as Content-Length would cut the
  // new file short or leave the connection waiting. Caching headers are ours (applyHeaders), not sirv's.
  const files = sirv(root, { dev: true, etag: true, gzip: false });
  // Not in dev: the dev server rewrites files as it goes, and nobody measures it.
  const gzipped = dev ? undefined : gzipResponder();
  // Read again whenever a build rewrites them, in the preview too: a rebuild changes the scripts' hashes.
  const rules = headerRulesReader(root, true);
  const redirects = redirectRulesReader(root, true);

  const notFound = (res: ServerResponse, pathname: string, status = 404) => {
    const page = path.join(root, localePrefix(localeOfPath(pathname)).slice(1), '404.html');
    const body = existsSync(page) ? readFileSync(page, 'utf8') : NOT_FOUND_FALLBACK;
    // Whatever `_headers` says for the address (a year of `immutable` under /assets/): a missing file may be
    // there after the next release, and a cached 404 would outlive it.
    res.setHeader('Cache-Control', dev ? 'no-store' : CACHE_REVALIDATE);
    res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(withDevHead(body));
  };

  /** What a matching `_redirects` rule says: a redirect, the target served in place (200), or its page with the rule's status. */
  const followRule = (req: IncomingMessage, res: ServerResponse, { rule, target, location, unsafe }: RedirectMatch, search: string) => {
    if (unsafe || /^\/[\\/]/.test(location)) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
      return;
    }
    if (rule.status >= 300 && rule.status < 400) {
      // As hosts do: the query goes along unless the rule writes one of its own.
      res.writeHead(rule.status, { Location: location.includes('?') ? location : `${location}${search}` }).end();
      return;
    }
    if (!target.startsWith('/')) {
      res
        .writeHead(501, { 'Content-Type': 'text/plain; charset=utf-8' })
        .end(`The preview does not fetch ${target} (a rule of _redirects)\n`);
      return;
    }
    const to = parseTarget(target);
    if (!to) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
      return;
    }
    // A rewrite shows a file of the site, never the host's own files or a hidden one (`/p/* /:splat 200` and `/p/_headers`).
    if (!isServable(to.pathname)) return notFound(res, to.pathname);
    const file = to.pathname.endsWith('/') ? path.join(root, to.pathname, 'index.html') : path.join(root, to.pathname);
    if (reachedThroughLink(root, file)) return notFound(res, to.pathname);
    if (rule.status === 200) {
      // Served as if the target had been asked for.
      req.url = `${to.encodedPath}${search}`;
      files(req, res, () => notFound(res, to.pathname));
      return;
    }
    if (!isFile(file)) return notFound(res, to.pathname, rule.status);
    if (rule.status >= 400) res.setHeader('Cache-Control', dev ? 'no-store' : CACHE_REVALIDATE);
    const type = file.endsWith('.html') ? 'text/html; charset=utf-8' : 'application/octet-stream';
    const body = readFileSync(file);
    res.writeHead(rule.status, { 'Content-Type': type }).end(type.startsWith('text/html') ? withDevHead(body.toString('utf8')) : body);
  };

  const withDevHead = (html: string) => (dev && options.devHeadHtml ? html.replace('</head>', `${options.devHeadHtml}</head>`) : html);

  /** The `_headers` lines for a path, and revalidation when they name no caching. */
  const applyHeaders = (res: ServerResponse, pathname: string) => {
    const headers = headersFor(rules(), pathname);
    // As Netlify and Cloudflare Pages do, a header two matching rules set gets both values, joined: a path of the
    // site gets its own Content-Security-Policy and the catch-all's, which the browser enforces together.
    // Set afresh: an answer to a request that failed midway gets the headers applied a second time.
    for (const [name] of headers) res.removeHeader(name);
    for (const [name, value] of headers) {
      const before = res.getHeader(name);
      res.setHeader(name, before === undefined ? value : `${String(before)}, ${value}`);
    }
    if (!headers.some(([name]) => name.toLowerCase() === 'cache-control'))
      res.setHeader('Cache-Control', dev ? 'no-store' : CACHE_REVALIDATE);
  };

  const handle: RequestHandler = (req, res) => {
    const target = parseTarget(req.url);
    // Every answer carries the headers, errors too: a host applies `_headers` whatever the status. A URL that
    // cannot be read gets the site-wide ones.
    applyHeaders(res, target?.pathname ?? '/');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method not allowed');
      return;
    }
    if (!target) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
      return;
    }
    const { pathname, encodedPath, search, repeatedSlashes } = target;

    if (!isServable(pathname)) return notFound(res, pathname);
    const onDisk = path.join(root, pathname);
    // Only files of the folder itself: a link in it (planted, or left by a copy) could lead to .env or anywhere.
    if (reachedThroughLink(root, onDisk) || reachedThroughLink(root, path.join(onDisk, 'index.html'))) return notFound(res, pathname);
    const addSlash = !pathname.endsWith('/') && !path.extname(pathname) && isDirectory(onDisk);
    if (addSlash || repeatedSlashes) {
      // One redirect to the final form. `encodedPath` starts with exactly one slash, so the Location can never
      // be read as another host (`//host/path`).
      res.writeHead(301, { Location: `${encodedPath}${addSlash ? '/' : ''}${search}` }).end();
      return;
    }
    const served = servedFile(onDisk, pathname);
    const redirect = matchRedirect(redirects(), pathname);
    // A host applies a rule only where no file is, unless the rule is forced.
    if (redirect && (redirect.rule.force || !served || !isFile(served))) return followRule(req, res, redirect, search);
    if (pathname.endsWith('/') && !existsSync(path.join(onDisk, 'index.html'))) return notFound(res, pathname);
    // Not into the content editor: a reload after each build (its own saves start one) would lose what is typed.
    if (dev && options.devHeadHtml && !pathname.startsWith(ADMIN_PATH) && (pathname.endsWith('/') || pathname.endsWith('.html'))) {
      const file = pathname.endsWith('/') ? path.join(onDisk, 'index.html') : onDisk;
      if (!existsSync(file)) return notFound(res, pathname);
      res
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
        .end(withDevHead(readFileSync(file, 'utf8')));
      return;
    }
    if (answerRange(req, res, servedFile(onDisk, pathname))) return;
    if (gzipped?.(req, res, servedFile(onDisk, pathname))) return;
    files(req, res, () => notFound(res, pathname));
  };

  return (req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      // A bug in handling one request must not stop the server.
      console.error(`[serve] ${req.method} ${req.url}:`, error);
      if (!res.headersSent) {
        applyHeaders(res, '/');
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      }
      res.end('Internal error');
    }
  };
}

interface Target {
  /** Decoded path, safe to join with the folder. */
  readonly pathname: string;
  /** The same path as the client sent it (percent-encoded), repeated slashes made one, for Location headers. */
  readonly encodedPath: string;
  readonly search: string;
  /** The path had `//` somewhere (`/.//about-us` arrives as `//about-us`): it is answered with a redirect. */
  readonly repeatedSlashes: boolean;
}

/** The request's path, or undefined when it is malformed or tries to leave the folder (`..`, encoded or not). */
export function parseTarget(rawUrl: string | undefined): Target | undefined {
  if (!rawUrl?.startsWith('/') || rawUrl.startsWith('//')) return undefined;
  let url: URL;
  let pathname: string;
  try {
    url = new URL(rawUrl, 'http://localhost');
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
  // The URL parser has already resolved plain `..`; these are the encoded forms it leaves alone.
  const raw = decodeURIComponentSafe(rawUrl.split(/[?#]/)[0] ?? '');
  for (const candidate of [pathname, raw ?? '..']) {
    if (candidate.includes('\0') || candidate.includes('\\') || candidate.split('/').includes('..')) return undefined;
  }
  const encodedPath = url.pathname.replace(/\/{2,}/g, '/');
  return { pathname: pathname.replace(/\/{2,}/g, '/'), encodedPath, search: url.search, repeatedSlashes: encodedPath !== url.pathname };
}

/** Not a host's configuration file (`_headers`, `_redirects`) and no hidden file or folder on the way. */
function isServable(pathname: string): boolean {
  return !HOST_FILES.has(pathname) && !pathname.split('/').some((segment) => segment.startsWith('.'));
}

/** The file on disk a path names, for range requests; never a dotfile (sirv does not serve those either). */
function servedFile(onDisk: string, pathname: string): string | undefined {
  if (pathname.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  return pathname.endsWith('/') ? path.join(onDisk, 'index.html') : onDisk;
}

/** The file exists but only through a symbolic link, of itself or of a folder on the way from `root`. */
function reachedThroughLink(root: string, file: string): boolean {
  let real: string;
  let realRoot: string;
  try {
    real = realpathSync(file);
    realRoot = realpathSync(root);
  } catch {
    // Missing: nothing is served from it.
    return false;
  }
  return real !== path.resolve(realRoot, path.relative(root, file));
}

function decodeURIComponentSafe(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function isDirectory(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}

/**
 * The `_headers` rules of the folder, re-read in dev whenever a build rewrites the file; a folder without one
 * (built before host configs existed) gets the rules the current settings would produce.
 */
function headerRulesReader(root: string, dev: boolean): () => readonly HeaderRule[] {
  return hostFileReader(
    path.join(root, '_headers'),
    parseHeadersFile,
    () => headerRules({ config: valueOrThrow(readConfig(process.env)) }),
    dev,
  );
}
