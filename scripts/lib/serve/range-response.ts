/**
 * Range requests for the preview server: a 206 with one part of a file, or a 416 when the range selects nothing
 * (scripts/lib/serve/byte-range.ts decides which). Everything else goes on to sirv, which serves whole files; its own
 * range code is never reached, since it answers `bytes=5-1` with a negative length and `bytes=0-0` or
 * `bytes=-10` with the wrong bytes.
 */
import { createReadStream, statSync, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { lookup } from 'mrmime';
import { byteRange } from './byte-range.ts';

/**
 * Answers a range request for `file` and returns true, or returns false after removing the Range header so
 * that the whole file is served. `file` is the file the request names on disk, if it is one.
 */
export function answerRange(req: IncomingMessage, res: ServerResponse, file: string | undefined): boolean {
  const stats = file ? fileStats(file) : undefined;
  if (file && stats) res.setHeader('Accept-Ranges', 'bytes');
  const header = req.headers.range;
  if (header === undefined) return false;
  delete req.headers.range;
  if (!file || !stats) return false;
  // A conditional request is answered whole: a 304 (sirv) must win over a part, and our ETags are weak, which an
  // If-Range can never match; an If-Range date must equal Last-Modified exactly.
  if (req.headers['if-none-match'] !== undefined) return false;
  const ifRange = req.headers['if-range'];
  if (ifRange !== undefined && ifRange !== lastModified(stats)) return false;

  const decision = byteRange(header, stats.size);
  if (decision.kind === 'whole') return false;
  if (decision.kind === 'unsatisfiable') {
    res
      .writeHead(416, { 'Content-Range': `bytes */${stats.size}`, 'Content-Type': 'text/plain; charset=utf-8' })
      .end('Range not satisfiable');
    return true;
  }
  const { start, end } = decision;
  res.writeHead(206, {
    'Content-Type': contentType(file),
    'Content-Length': end - start + 1,
    'Content-Range': `bytes ${start}-${end}/${stats.size}`,
    'Last-Modified': lastModified(stats),
    // The validator sirv gives the whole file, so a part and the whole are known to be the same version.
    ETag: `W/"${stats.size}-${stats.mtime.getTime()}"`,
  });
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  createReadStream(file, { start, end })
    .on('error', (error) => res.destroy(error))
    .pipe(res);
  return true;
}

function fileStats(file: string): Stats | undefined {
  try {
    const stats = statSync(file);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

function lastModified(stats: Stats): string {
  return stats.mtime.toUTCString();
}

/** The type sirv gives the whole file (it uses the same table, and adds the charset to HTML). */
function contentType(file: string): string {
  const type = lookup(path.extname(file)) ?? 'application/octet-stream';
  return type === 'text/html' ? 'text/html;charset=utf-8' : type;
}
