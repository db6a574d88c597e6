/**
 * Gzip for the preview server, as every host the README names sends text files (Netlify, Cloudflare Pages,
 * Vercel and GitHub Pages on their own, nginx with the `gzip` lines of its example): a client that accepts gzip
 * gets HTML, CSS, JavaScript, JSON, SVG, XML and text compressed, so that Lighthouse and the page weights
 * measure what a visitor downloads. Pictures (already compressed), ranges and clients that do not ask are served
 * as the files are, by sirv. Compressed once per file version and kept in memory.
 */
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { lookup } from 'mrmime';
import { GZIP_LEVEL } from '../checks/js-budget.ts';

const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.svg', '.xml', '.txt', '.webmanifest']);

/** `gzip` in Accept-Encoding, unless its quality is 0 (RFC 9110: "not acceptable"). */
export function acceptsGzip(header: string | undefined): boolean {
  const entry = header
    ?.split(',')
    .map((part) => part.trim().toLowerCase())
    .find((part) => part === 'gzip' || part.startsWith('gzip;'));
  if (!entry) return false;
  const quality = /;\s*q=([\d.]+)/.exec(entry)?.[1];
  return quality === undefined || Number(quality) > 0;
}

interface Compressed {
  readonly version: string;
  readonly body: Buffer;
}

/** Answers with the gzipped file and returns true, or returns false for sirv to serve it as it is. */
export type GzipResponder = (req: IncomingMessage, res: ServerResponse, file: string | undefined) => boolean;

export function gzipResponder(): GzipResponder {
  const cache = new Map<string, Compressed>();
  return (req, res, file) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !file || !COMPRESSIBLE.has(path.extname(file).toLowerCase())) return false;
    // Either form may be sent for this address, so caches must keep them apart.
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers.range !== undefined || !acceptsGzip(req.headers['accept-encoding'])) return false;
    let stats: ReturnType<typeof statSync>;
    try {
      stats = statSync(file);
    } catch {
      return false;
    }
    if (!stats.isFile()) return false;
    // Not the identity's ETag: the two representations differ, and a cache must never swap one for the other.
    const version = `W/"${stats.size}-${stats.mtime.getTime()}-gzip"`;
    let entry = cache.get(file);
    if (entry?.version !== version) {
      entry = { version, body: gzipSync(readFileSync(file), { level: GZIP_LEVEL }) };
      cache.set(file, entry);
    }
    res.setHeader('ETag', version);
    res.setHeader('Last-Modified', stats.mtime.toUTCString());
    if (req.headers['if-none-match'] === version) {
      res.writeHead(304).end();
      return true;
    }
    const type = lookup(file) ?? 'application/octet-stream';
    res.writeHead(200, {
      'Content-Type': type === 'text/html' ? 'text/html;charset=utf-8' : type,
      'Content-Encoding': 'gzip',
      'Content-Length': entry.body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : entry.body);
    return true;
  };
}
