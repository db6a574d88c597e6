/**
 * `npm run fake-form`: the fake form service for development (see scripts/lib/fake-form/server.ts).
 *
 *   npm run fake-form -- --port 4310 [--delay 3000] [--fail] [--drop]
 *   FORM_SERVICE_URL=http://127.0.0.1:4310 npm run dev
 *
 * --delay answers after that many milliseconds, --fail answers 500, --drop closes the connection unanswered.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { startFakeFormService } from './lib/fake-form/server.ts';

export { startFakeFormService } from './lib/fake-form/server.ts';
export type { FakeFormService, FakeSwitches, ReceivedEnquiry } from './lib/fake-form/server.ts';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      delay: { type: 'string', default: '0' },
      fail: { type: 'boolean', default: false },
      drop: { type: 'boolean', default: false },
    },
  });
  const port = Number(values.port ?? process.env.PORT ?? 4310);
  const delayMs = Number(values.delay);
  if (!Number.isInteger(port) || port < 0 || !Number.isFinite(delayMs) || delayMs < 0) {
    console.error('Usage: npm run fake-form -- [--port N] [--delay MS] [--fail] [--drop]');
    process.exit(1);
  }
  try {
    const service = await startFakeFormService({ port, switches: { delayMs, fail: values.fail, drop: values.drop }, log: console.log });
    const on = [delayMs ? `delay ${delayMs} ms` : '', values.fail ? 'fail 500' : '', values.drop ? 'drop' : ''].filter(Boolean);
    console.log(`Fake form service at ${service.origin}/ (${on.length ? on.join(', ') : 'answers normally'})`);
    console.log(`Point the site at it: FORM_SERVICE_URL=${service.origin} npm run dev`);
  } catch (error) {
    console.error(`Cannot start the fake form service on 127.0.0.1:${port}: ${(error as Error).message} (choose another with --port)`);
    process.exit(1);
  }
}

// Run as a command, not when a test imports startFakeFormService from here.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
