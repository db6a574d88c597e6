/**
 * The performance part of `npm run bench`: the site built with production settings, served by the preview
 * server on 127.0.0.1, then page weights by kind and Lighthouse mobile scores for one page of every kind the
 * site has: home, a fixed page, a body-area landing page, the two listings, a service and a blog article, the
 * contact page (in Chinese), search and the not-found page.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from '../../../src/generator/build.ts';
import { launchBrowser } from '../browser.ts';
import { servePreview, type StaticServer } from '../serve/static-server.ts';
import { runLighthouse, type LighthouseScores } from './lighthouse.ts';
import { heaviestOf, type Kind, type PageWeight } from './page-weight.ts';

export const REPORT_PAGES = [
  '/',
  '/about-us/',
  '/knee-specialist-singapore/',
  '/services/',
  '/blog/',
  '/services/knee-injury-condition/',
  '/blog/common-causes-of-knee-pain/',
  '/cn/contact-us/',
  '/search/',
  '/404.html',
] as const;

const KINDS: readonly Kind[] = ['html', 'css', 'js', 'image'];
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export interface PerformanceReport {
  readonly weights: readonly PageWeight[];
  readonly scores: readonly LighthouseScores[];
  readonly markdown: string;
}

export async function performanceReport(root: string): Promise<PerformanceReport> {
  const tmp = await mkdtemp(path.join(tmpdir(), 'clinic-perf-'));
  let server: StaticServer | undefined;
  try {
    await build({ root, outDir: path.join(tmp, 'dist'), env: { ...process.env, GTM_ID: '' } });
    server = await servePreview(path.join(tmp, 'dist'));
    const { origin } = server;
    const browser = await launchBrowser();
    const weights: PageWeight[] = [];
    try {
      for (const page of REPORT_PAGES) weights.push(await heaviestOf(browser, origin, page));
    } finally {
      await browser.close();
    }
    const scores = await runLighthouse(REPORT_PAGES.map((p) => `${origin}${p}`));
    return { weights, scores, markdown: toMarkdown(weights, scores, origin) };
  } finally {
    await server?.close();
    await rm(tmp, { recursive: true, force: true });
  }
}

function toMarkdown(weights: readonly PageWeight[], scores: readonly LighthouseScores[], origin: string): string {
  const lines: string[] = [];
  lines.push('### Bytes each page loads (KiB, raw / gzip), at the width (375 or 1280 px) with the most JavaScript');
  lines.push('');
  lines.push(`| page | width | ${KINDS.map((k) => `${k} before load`).join(' | ')} | JS after 10 s idle | all after 10 s |`);
  lines.push(`| --- | --- | ${KINDS.map(() => '---').join(' | ')} | --- | --- |`);
  for (const w of weights) {
    const total = Object.values(w.afterIdle).reduce((sum, x) => ({ raw: sum.raw + x.raw, gzip: sum.gzip + x.gzip }), { raw: 0, gzip: 0 });
    lines.push(
      `| ${w.path} | ${w.width} | ${KINDS.map((k) => `${kb(w.beforeLoad[k].raw)} / ${kb(w.beforeLoad[k].gzip)}`).join(' | ')} | ${kb(w.afterIdle.js.raw)} / ${kb(w.afterIdle.js.gzip)} | ${kb(total.raw)} / ${kb(total.gzip)} |`,
    );
  }
  lines.push('');
  lines.push('### Lighthouse 12, mobile (simulated throttling), external hosts blocked');
  lines.push('');
  lines.push('| page | performance | accessibility | best practices | SEO | LCP (ms) | TBT (ms) | CLS |');
  lines.push('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const s of scores) {
    lines.push(
      `| ${s.url.replace(origin, '')} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo}${s.skipped.length ? ` (without ${s.skipped.join(', ')}: on purpose)` : ''} | ${s.lcp.toFixed(0)} | ${s.tbt.toFixed(0)} | ${s.cls.toFixed(3)} |`,
    );
  }
  lines.push('');
  lines.push(
    'Targets: all four scores 100; LCP < 1500 ms; TBT < 50 ms; CLS 0. JS before load ≤ 20 KB gzip; all JS after 10 s ≤ 75 KB gzip; CSS ≤ 15 KB gzip.',
  );
  return lines.join('\n');
}
