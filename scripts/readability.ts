/**
 * `npm run readability`: the Flesch-Kincaid grade of every English article and page, hardest first, with the
 * average and the sentences over 25 words. The build refuses an English article above grade 9 (copy-rules.ts);
 * this prints the figures a writer works from, the average (7 or lower is the aim) among them.
 */
import { loadSiteContent } from './lib/checks/site-content.ts';
import { proseBlocks, readability } from './lib/checks/readability.ts';

const site = await loadSiteContent(process.cwd());
const rows = site.pages
  .filter((p) => p.route.locale === 'en')
  .map((p) => ({ file: p.file, ...readability(proseBlocks(p.html)) }))
  .sort((a, b) => b.grade - a.grade);
for (const row of rows) {
  console.log(
    `${row.grade.toFixed(1).padStart(5)}  ${String(row.words).padStart(5)} words  ${(row.words / row.sentences).toFixed(1).padStart(5)} w/s  ${row.longSentences.length} long  ${row.file}`,
  );
}
const articles = rows.filter((r) => /\/(services|blog|media)\//.test(r.file));
const mean = articles.reduce((sum, r) => sum + r.grade, 0) / articles.length;
console.log(
  `\nArticles: ${articles.length}, average grade ${mean.toFixed(2)}, highest ${Math.max(...articles.map((r) => r.grade)).toFixed(1)}`,
);
if (process.argv.includes('--long')) for (const row of rows) for (const s of row.longSentences) console.log(`${row.file}: ${s}`);
