/**
 * `npm run cms`: the content editor on this checkout. Starts `npm run dev` and Decap's local git proxy, both on
 * 127.0.0.1, and prints the editor's address. What the editor saves is written straight into content/ and
 * public/images/uploads/ (commit it as any other change); the dev server rebuilds the pages it touches.
 *
 *   npm run cms -- --port 4321 --proxy-port 8081
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startCms } from './lib/cms/cms.ts';

if (existsSync('.env')) process.loadEnvFile('.env');

const { values } = parseArgs({
  options: { port: { type: 'string' }, 'proxy-port': { type: 'string' }, out: { type: 'string', default: '.tmp/dev' } },
});
const root = process.cwd();
const cms = await startCms({
  root,
  outDir: path.resolve(root, values.out),
  port: Number(values.port ?? process.env.PORT ?? 4321),
  proxyPort: Number(values['proxy-port'] ?? 8081),
}).catch((error: Error) => {
  console.error(`[cms] cannot start: ${error.message}`);
  process.exit(1);
});
console.log(`[cms] the site:   ${cms.dev.origin}/`);
console.log(`[cms] the editor: ${cms.editorUrl}  (saves into this checkout through the proxy at ${cms.proxyUrl})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cms.close().then(() => process.exit(0));
  });
}
