/**
 * `npm run preview`: serves dist/ on 127.0.0.1 as a production host would: trailing-slash redirects, the
 * locale's 404.html with status 404, long caching for hashed assets only. Port from PORT or --port.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createPreviewHandler } from './lib/preview-handler.ts';

const { values } = parseArgs({ options: { port: { type: 'string' }, dir: { type: 'string', default: 'dist' } } });
const port = Number(values.port ?? process.env.PORT ?? 4173);
const dir = path.resolve(values.dir);
const server = createServer(createPreviewHandler(dir));
server.listen(port, '127.0.0.1', () => console.log(`Serving ${dir} at http://127.0.0.1:${port}/`));
