/**
 * Request handling of the preview server, the behaviour we expect of production hosts: a path without a
 * trailing slash gets a 301 to the slash form (query kept), an unknown path the locale's 404.html with status 404,
 * hashed assets a year of immutable caching, everything else revalidation. Bad URLs get a 400, never a crash.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { localeOfPath, localePrefix } from '../../src/i18n/locales.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

export function createPreviewHandler(dir: string): (req: IncomingMessage, res: ServerResponse) => void {
  const files = sirv(dir, {
    dev: false,
    etag: true,
    gzip: false,
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE),
  });
  return (req, res) => {
    let pathname: string;
    let search: string;
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      pathname = decodeURIComponent(url.pathname);
      search = url.search;
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
      return;
    }
    if (pathname.includes('\0') || pathname.split('/').includes('..')) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
      return;
    }
    const onDisk = path.join(dir, pathname);
    if (!pathname.endsWith('/') && !path.extname(pathname) && existsSync(onDisk) && statSync(onDisk).isDirectory()) {
      res.writeHead(301, { Location: `${pathname}/${search}` }).end();
      return;
    }
    files(req, res, () => {
      const notFound = path.join(dir, localePrefix(localeOfPath(pathname)).slice(1), '404.html');
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': REVALIDATE });
      res.end(existsSync(notFound) ? readFileSync(notFound) : 'Not found');
    });
  };
}
