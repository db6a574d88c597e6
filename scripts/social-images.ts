/**
 * Draws the PNG share images (1200 × 630) once, with the system's Chromium, to be committed under
 * public/images/social/: a default card with the clinic's logo, and a twin of every illustration that content
 * front matter uses as a page picture. Hosts build without a browser, so the build never runs this; it only
 * picks a twin when one exists (src/components/social-image.ts) and falls back to the default card.
 *
 *   npx tsx scripts/social-images.ts            draws the missing ones
 *   npx tsx scripts/social-images.ts --force    redraws all
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import matter from 'gray-matter';
import { chromium } from 'playwright-core';
import { DEFAULT_SOCIAL_IMAGE, SOCIAL_IMAGE_SIZE, socialTwinOf } from '../src/components/social-image.ts';
import { loadClinicFacts } from '../src/generator/load/clinic-facts.ts';
import { valueOrThrow } from '../src/shared/problems.ts';
import { defaultCard, twinCard } from './lib/social-card.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const PUBLIC = path.join(ROOT, 'public');
const { clinic } = valueOrThrow(await loadClinicFacts(path.join(ROOT, 'content'), 'content'));
const { values } = parseArgs({ options: { force: { type: 'boolean', default: false } } });

const dataUrl = async (sitePath: string) => `data:image/svg+xml;base64,${(await readFile(path.join(PUBLIC, sitePath))).toString('base64')}`;

/** Every SVG picture named in content front matter (`image.src`). */
async function illustrations(): Promise<string[]> {
  const dir = path.join(ROOT, 'content');
  const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.md'));
  const found = new Set<string>();
  for (const file of files) {
    const { data } = matter(await readFile(path.join(dir, file), 'utf8'), {});
    const src = (data.image as { src?: unknown } | undefined)?.src;
    if (typeof src === 'string' && src.endsWith('.svg')) found.add(src);
  }
  return [...found].sort();
}

const { width, height } = SOCIAL_IMAGE_SIZE;

async function main(): Promise<void> {
  const executablePath = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find(
    (p): p is string => !!p && existsSync(p),
  );
  if (!executablePath) throw new Error('No Chromium found: set CHROME_PATH, or install it (apt-get install -y chromium)');
  const browser = await chromium.launch({ executablePath, args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  const logo = await dataUrl('/images/logo.svg');
  const draw = async (target: string, html: string) => {
    const file = path.join(PUBLIC, target);
    if (existsSync(file) && !values.force) return;
    await page.setContent(html, { waitUntil: 'load' });
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width, height } }));
    console.log(`drew ${target}`);
  };
  try {
    await draw(DEFAULT_SOCIAL_IMAGE, defaultCard(logo, clinic.address.locality));
    for (const src of await illustrations()) {
      await draw(socialTwinOf(src), twinCard(await dataUrl(src), logo));
    }
  } finally {
    await browser.close();
  }
}

await main();
