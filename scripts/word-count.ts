/**
 * `npx tsx scripts/word-count.ts`: how much copy the site has, counted on the body text as the build renders it
 * (tokens filled in, markup dropped). Per collection (services, blog, media, the fixed pages) and per locale of
 * the fixed pages. Chinese has no spaces between words, so cn is counted in Chinese characters.
 */
import path from 'node:path';
import { countHanCharacters, countWords, loadSiteContent, type ContentPage } from './lib/checks/site-content.ts';
import { LOCALE_CODES } from '../src/i18n/locales.ts';

export interface CountRow {
  readonly label: string;
  readonly pages: number;
  readonly total: number;
  readonly min: number;
  readonly max: number;
  readonly unit: 'words' | 'characters';
}

function row(label: string, pages: readonly ContentPage[], unit: CountRow['unit']): CountRow {
  const counts = pages.map((p) => (unit === 'characters' ? countHanCharacters(p.text) : countWords(p.text)));
  return { label, pages: pages.length, total: counts.reduce((a, b) => a + b, 0), min: Math.min(...counts), max: Math.max(...counts), unit };
}

export async function wordCounts(root: string): Promise<CountRow[]> {
  const { pages } = await loadSiteContent(root);
  const fixed = (code: string) => pages.filter((p) => !p.route.collection && p.route.locale === code);
  return [
    ...(['services', 'blog', 'media'] as const).map((c) =>
      row(
        c,
        pages.filter((p) => p.route.collection === c),
        'words',
      ),
    ),
    row('pages (en)', fixed('en'), 'words'),
    ...LOCALE_CODES.filter((c) => c !== 'en').map((c) => row(`pages (${c})`, fixed(c), c === 'cn' ? 'characters' : 'words')),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await wordCounts(path.resolve(import.meta.dirname, '..'));
  const pad = (v: string | number, n: number) => String(v).padStart(n);
  console.log(`${'collection'.padEnd(14)}${pad('pages', 6)}${pad('total', 8)}${pad('min', 7)}${pad('max', 7)}  unit`);
  for (const r of rows) console.log(`${r.label.padEnd(14)}${pad(r.pages, 6)}${pad(r.total, 8)}${pad(r.min, 7)}${pad(r.max, 7)}  ${r.unit}`);
}
