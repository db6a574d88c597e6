/**
 * `npm run preview`: serves dist/ on 127.0.0.1 as a production host would: trailing-slash redirects, the rules
 * of dist/_redirects (a keeper's redirects, then the locale's 404.html with status 404), the security and cache
 * headers of dist/_headers on every answer, single
 * byte ranges, traversal and malformed URLs refused with a 400 (scripts/lib/serve/preview-handler.ts). Port from
 * --port or PORT (default 4173), folder from --dir (default dist).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { listenLocal } from './lib/serve/listen.ts';
import { createPreviewHandler } from './lib/serve/preview-handler.ts';

const { values } = parseArgs({ options: { port: { type: 'string' }, dir: { type: 'string', default: 'dist' } } });
const port = Number(values.port ?? process.env.PORT ?? 4173);
const dir = path.resolve(values.dir);
if (!existsSync(path.join(dir, 'index.html'))) {
  console.error(`${dir} holds no built site: run npm run build first (or pass --dir).`);
  process.exit(1);
}
// Addressed as 127.0.0.1 or localhost only, like every local server here (lib/listen.ts).
const server = await listenLocal(createPreviewHandler(dir), port).catch((error: Error) => {
  console.error(`Cannot serve on 127.0.0.1:${port}: ${error.message} (choose another with --port or PORT)`);
  process.exit(1);
});
console.log(`Serving ${dir} at ${server.origin}/`);
