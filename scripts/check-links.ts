/**
 * `npm run check-links [DIR]`: linkinator over the built site (dist/ by default) served on 127.0.0.1, recursing
 * through every page and checking #fragments. External links are listed but not fetched: the check must not
 * depend on the network, and the clinic's social and ranking sites are not ours to test.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { check, LinkState } from 'linkinator';
import { serveStatic } from './lib/serve/static-server.ts';
import { LOCALE_CODES, localePrefix } from '../src/i18n/locales.ts';

export interface LinkReport {
  readonly checked: number;
  readonly skipped: number;
  readonly broken: ReadonlyArray<{ url: string; status: number | undefined; parent: string | undefined }>;
}

export async function checkLinks(dir: string): Promise<LinkReport> {
  const server = await serveStatic(dir);
  try {
    // Start from every page the build wrote (the thank-you pages and the error pages are linked from nowhere, so a
    // crawl from the home pages alone would never check them), plus the error pages of each locale.
    const errorPages = LOCALE_CODES.flatMap((code) => [404, 500].map((status) => `${localePrefix(code)}/${status}.html`));
    const starts = [...(await builtPaths(dir)), ...errorPages].map((p) => `${server.origin}${p}`);
    const result = await check({
      path: starts,
      recurse: true,
      checkFragments: true,
      concurrency: 16,
      timeout: 10_000,
      linksToSkip: async (link) => !link.startsWith(server.origin),
    });
    const broken = result.links
      .filter((l) => l.state === LinkState.BROKEN)
      .map((l) => ({ url: l.url.replace(server.origin, ''), status: l.status, parent: l.parent?.replace(server.origin, '') }));
    return {
      checked: result.links.filter((l) => l.state === LinkState.OK).length,
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
  for (const b of report.broken) console.error(`  BROKEN ${b.url} (status ${b.status ?? 'none'}) on ${b.parent ?? '?'}`);
  if (report.broken.length) {
    console.error(`${report.broken.length} broken link(s).`);
    process.exit(1);
  }
  console.log('No broken links.');
}
