/**
 * `npm run dev`: builds the site, serves it on 127.0.0.1 and rebuilds what a change affects: content,
 * catalogues, pictures and the generator's own code are watched; open pages reload by themselves, and a broken
 * file is reported here and as an overlay in the browser while the server keeps going (scripts/lib/dev/dev-session.ts).
 *
 *   npm run dev -- --port 4321 --out .tmp/dev --form-service http://127.0.0.1:4400
 *
 * `--form-service` (or FORM_SERVICE_URL) points the enquiry form at another form service, such as the fake one
 * (`npm run fake-form`).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startDevSession } from './scripts/lib/dev/dev-session.ts';

// Settings from a `.env` file in the project, as `npm run build` reads them (values already set win).
if (existsSync('.env')) process.loadEnvFile('.env');

const { values } = parseArgs({
  options: { port: { type: 'string' }, out: { type: 'string', default: '.tmp/dev' }, 'form-service': { type: 'string' } },
});
const root = process.cwd();
const port = Number(values.port ?? process.env.PORT ?? 4321);
const formServiceUrl = values['form-service'] ?? process.env.FORM_SERVICE_URL;

const session = await startDevSession({ root, outDir: path.resolve(root, values.out), port, formServiceUrl }).catch((error: Error) => {
  console.error(`[dev] cannot start: ${error.message}`);
  process.exit(1);
});
console.log(`[dev] serving http://127.0.0.1:${new URL(session.origin).port}/${formServiceUrl ? ` (form service ${formServiceUrl})` : ''}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void session.close().then(() => process.exit(0));
  });
}
