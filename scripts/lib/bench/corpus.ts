/**
 * A generated corpus for the build benchmark: the site's own content plus N English blog articles of about 600
 * words, written from a small medical vocabulary so markdown, links and headings look like real content. Each
 * passes the build's rules for an article (length, reading grade, a closing section that says it is general
 * information and invites the reader to book), so the bench measures a build that succeeds.
 */
import { appendFile, cp, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

// Mostly short, everyday words: the build holds an English article to a reading grade.
const WORDS = (
  'knee ankle shoulder joint bone muscle pain swelling walking running rest ice support scan ' +
  'strength balance exercise injury sprain strain break heel elbow wrist hand back hip stiff sore ' +
  'gentle slow care daily sport dance training comfort shoes brace splint review help move bend ' +
  'stretch walk stand sit sleep lift carry climb stairs rest heal week day doctor'
).split(' ');

function sentence(seed: number, length: number): string {
  const words = Array.from({ length }, (_, i) => WORDS[(seed * 31 + i * 17 + ((seed >> 3) ^ i)) % WORDS.length] ?? 'joint');
  const text = words.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** The day a corpus article was reviewed, which its record of clinical sign-off names. */
function reviewedOn(n: number): string {
  return `2026-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`;
}

function article(n: number): string {
  const day = String((n % 28) + 1).padStart(2, '0');
  const month = String((n % 12) + 1).padStart(2, '0');
  const paragraphs: string[] = [];
  for (let section = 0; section < 6; section++) {
    paragraphs.push(`## Section ${section + 1} of article ${n} {#section-${section + 1}}`);
    for (let p = 0; p < 2; p++) {
      const base = n * 13 + section * 5 + p;
      // Sentences of 8 to 10 words: the build holds an English article to a reading grade.
      paragraphs.push(
        `${sentence(base, 8)} ${sentence(base + 1, 7)} **${sentence(base + 2, 6)}** ${sentence(base + 3, 8)} ${sentence(base + 4, 7)} See [our services](page:services).`,
      );
    }
    paragraphs.push(`- ${sentence(n + section, 5)}\n- ${sentence(n + section + 1, 6)}\n- ${sentence(n + section + 2, 4)}`);
  }
  paragraphs.push(
    '## About this article {#about-this-article}',
    'This article is general information, not a diagnosis. To ask about your own joints, use [the enquiry form](#enquiry-form) or [WhatsApp](whatsapp:).',
  );
  return [
    '---',
    `title: "Corpus article ${n}: caring for your joints"`,
    `description: "Generated benchmark article number ${n} about joint care, recovery and when to see a specialist."`,
    `summary: "A generated article (${n}) used only to measure how fast the site builds."`,
    `date: 20${20 + (n % 6)}-${month}-${day}`,
    `reviewed: ${reviewedOn(n)}`,
    `nextReview: 2028-${month}-${day}`,
    // Articles are clinical pages: who wrote and reviewed them, key points, when to get help, sources.
    'author: grace-lim',
    'reviewer: adrian-tan',
    'keyPoints:',
    `  - ${sentence(n, 9)}`,
    `  - ${sentence(n + 7, 11)}`,
    // Signs of the site's own catalogue (content/warning-signs.yml, copied with the content), one of each level.
    'warningSigns:',
    '  - chest-pain-or-breathless',
    '  - limb-out-of-shape',
    // A sign's companions come with it: cannot-bear-weight needs the clot signs beside it.
    ...(n % 2 ? ['  - cannot-bear-weight'] : []),
    '  - calf-pain-after-surgery',
    '  - pain-lasting-weeks',
    'sources:',
    '  - title: Joint care for benchmark articles',
    '    publisher: Generated for the benchmark',
    'image:',
    '  src: /images/articles/bixeps.svg',
    '  alt: Illustration used by every benchmark article',
    '---',
    '',
    ...paragraphs,
    '',
  ].join('\n');
}

/** Writes the corpus into `dir` (content root layout) and returns the number of articles. */
export async function writeCorpus(dir: string, projectContent: string, count: number): Promise<number> {
  // The site's own content comes along: its pages link to its articles, and the build checks every link.
  await cp(projectContent, dir, { recursive: true });
  const blog = path.join(dir, 'en', 'blog');
  await mkdir(blog, { recursive: true });
  await Promise.all(Array.from({ length: count }, (_, n) => writeFile(path.join(blog, `corpus-article-${n + 1}.md`), article(n + 1))));
  // Every clinical page's reviewed date stands on a record of sign-off (content/clinical-reviews.yml).
  const byDay = new Map<string, string[]>();
  for (let n = 1; n <= count; n++) byDay.set(reviewedOn(n), [...(byDay.get(reviewedOn(n)) ?? []), `en/blog/corpus-article-${n}`]);
  const records = [...byDay].map(
    ([date, pages]) =>
      `  - date: ${date}\n    reviewer: adrian-tan\n    pages: [${pages.join(', ')}]\n    note: Generated benchmark articles.\n`,
  );
  await appendFile(path.join(dir, 'clinical-reviews.yml'), records.join(''));
  return count;
}
