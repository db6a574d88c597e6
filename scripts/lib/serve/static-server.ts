/**
 * Serving built output on 127.0.0.1 and a free port, stopped by whoever started it: `serveStatic` as plain
 * files (sirv), `servePreview` as a production host would (scripts/lib/serve/preview-handler.ts: headers, CSP,
 * redirects, locale 404s).
 */
import sirv from 'sirv';
import { listenLocal, type LocalServer } from './listen.ts';
import { createPreviewHandler } from './preview-handler.ts';

export type StaticServer = LocalServer;

export function serveStatic(dir: string): Promise<StaticServer> {
  const handler = sirv(dir, { dev: true, etag: true });
  return listenLocal((req, res) =>
    handler(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    }),
  );
}

export function servePreview(dir: string): Promise<StaticServer> {
  return listenLocal(createPreviewHandler(dir));
}
