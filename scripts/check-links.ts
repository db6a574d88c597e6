/**
 * `npm run check-links [DIR]`: linkinator over the built site (dist/ by default) served on 127.0.0.1, recursing
 * through every page; then every link's #fragment is checked against its target page (lib/checks/fragments.ts).
 * External links are listed but not fetched: the check must not depend on the network, and the clinic's social and
 * ranking sites are not ours to test.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { check, LinkState } from 'linkinator';
import { brokenFragments } from './lib/checks/fragments.ts';
import { serveStatic } from './lib/serve/static-server.ts';
import { LOCALE_CODES, localePrefix } from '../src/i18n/locales.ts';

export interface LinkReport {
  readonly checked: number;
  readonly skipped: number;
  readonly broken: ReadonlyArray<{ url: string; status: number | undefined; parent: string | undefined; reason?: string }>;
}

export async function checkLinks(dir: string): Promise<LinkReport> {
  const server = await serveStatic(dir);
  try {
    // Start from every page the build wrote (the thank-you pages and the error pages are linked from nowhere, so a
    // crawl from the home pages alone would never check them), plus the error pages of each locale.
    const errorPages = LOCALE_CODES.flatMap((code) => [404, 500].map((status) => `${localePrefix(code)}/${status}.html`));
    const pages = [...(await builtPaths(dir)), ...errorPages];
    const result = await check({
      path: pages.map((p) => `${server.origin}${p}`),
      recurse: true,
      // A page that does not answer is tried again: on a machine busy with the browser tests, some of 457 pages
      // fetched 16 at a time with a 10 s limit came back as status 0 (no answer), never as a wrong one.
      concurrency: 8,
      timeout: 30_000,
      retryErrors: true,
      retryErrorsCount: 2,
      retryErrorsJitter: 500,
      linksToSkip: async (link) => !link.startsWith(server.origin),
    });
    const broken: Array<LinkReport['broken'][number]> = result.links
      .filter((l) => l.state === LinkState.BROKEN)
      .map((l) => ({ url: l.url.replace(server.origin, ''), status: l.status, parent: l.parent?.replace(server.origin, '') }));
    const fragments = await brokenFragments(server.origin, pages);
    for (const fragment of fragments.broken) {
      broken.push({ ...fragment, status: 200, reason: 'the page has no element with that id' });
    }
    return {
      checked: result.links.filter((l) => l.state === LinkState.OK).length + fragments.checked,
      skipped: result.links.filter((l) => l.state === LinkState.SKIPPED).length,
      broken,
    };
  } finally {
    await server.close();
  }
}

/** The page paths listed in the build's manifest (`_build/latest.json` names it). */
async function builtPaths(dir: string): Promise<string[]> {
  const { id } = JSON.parse(await readFile(path.join(dir, '_build/latest.json'), 'utf8')) as { id: string };
  const meta = JSON.parse(await readFile(path.join(dir, '_build/meta', `${id}.json`), 'utf8')) as { paths: string[] };
  return meta.paths;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  if (!existsSync(path.join(dir, 'index.html'))) {
    console.error(`${dir} has no built site: run \`npm run build\` first.`);
    process.exit(1);
  }
  const report = await checkLinks(dir);
  console.log(`Checked ${report.checked} links and anchors on 127.0.0.1 (${report.skipped} external links not fetched).`);
  for (const b of report.broken) console.error(`  BROKEN ${b.url} (${b.reason ?? `status ${b.status ?? 'none'}`}) on ${b.parent ?? '?'}`);
  if (report.broken.length) {
    console.error(`${report.broken.length} broken link(s).`);
    process.exit(1);
  }
  console.log('No broken links.');
}
