/**
 * `npm run dev`: builds the site, serves it on 127.0.0.1 and rebuilds when content, catalogues, source or public
 * files change. Changes within 100 ms are coalesced and only one build runs at a time (Eleventy's watch loop);
 * a broken file is reported and the server keeps serving the last good build.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { watch } from 'chokidar';
import sirv from 'sirv';
import { build, BuildError } from './src/build/build.ts';

const { values } = parseArgs({ options: { port: { type: 'string' }, out: { type: 'string', default: '.tmp/dev' } } });
const root = process.cwd();
const outDir = path.resolve(root, values.out);
const port = Number(values.port ?? process.env.PORT ?? 4321);

let running: Promise<void> | null = null;
let again = false;

async function rebuild(reason: string): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      const started = performance.now();
      try {
        const result = await build({ root, outDir });
        console.log(`[dev] ${reason}: built ${result.pages} pages in ${Math.round(performance.now() - started)} ms`);
      } catch (error) {
        console.error(`[dev] ${reason}: ${error instanceof BuildError ? error.message : String(error)}`);
      }
    } while (again);
  })();
  try {
    await running;
  } finally {
    running = null;
  }
}

await rebuild('start');
const files = sirv(outDir, { dev: true });
createServer((req, res) => files(req, res, () => void res.writeHead(404).end('Not found'))).listen(port, '127.0.0.1', () => {
  console.log(`[dev] serving ${outDir} at http://127.0.0.1:${port}/`);
});

let timer: NodeJS.Timeout | undefined;
const changed = new Set<string>();
watch(['content', 'locales', 'src', 'public'].map((d) => path.join(root, d)), { ignoreInitial: true }).on('all', (_event, file) => {
  changed.add(path.relative(root, file));
  clearTimeout(timer);
  timer = setTimeout(() => {
    const list = [...changed].join(', ');
    changed.clear();
    void rebuild(list);
  }, 100);
});
