/**
 * The browser tests see Chinese as a patient's phone shows it: drawn with a font that has Chinese glyphs, not as
 * empty boxes. Without such a font every browser test of /cn/ would measure and screenshot rows of boxes (other
 * widths, other line breaks) and pass. The check draws the Chinese characters of the page's heading, one at a
 * time, in the heading's own font: each must have a shape of its own, unlike the box drawn for a character no
 * font has. A second Chromium, given a font configuration without the machine's CJK fonts, shows that the check
 * does fail when the font is missing.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { isolatedContext, launchBrowser } from '../../scripts/lib/browser.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const site = siteInBrowser({ serve: 'static' });

/** Where Debian's fonts-noto-cjk puts its fonts; every other font folder stays in the font configuration. */
const CJK_FONT_FOLDER = '/usr/share/fonts/opentype/noto';
const INSTALL = 'install a CJK font with Chromium (Debian: apt-get install -y chromium fonts-noto-cjk; README, "Set-up")';

interface Drawn {
  readonly characters: string;
  /** Characters drawn as the same shape as a character no font has (a box), or as nothing. */
  readonly boxes: string;
}

/** Draws each Han character of the page's main heading alone on a canvas, in the heading's font. */
function drawHeading(page: Page): Promise<Drawn> {
  return page.getByRole('heading', { level: 1 }).evaluate((heading) => {
    const characters = [...new Set(heading.textContent?.match(/\p{Script=Han}/gu) ?? [])].slice(0, 6);
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 64;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2d canvas');
    context.font = getComputedStyle(heading).font;
    const shape = (character: string) => {
      context.clearRect(0, 0, 64, 64);
      context.fillText(character, 8, 48);
      return context.getImageData(0, 0, 64, 64).data.join(',');
    };
    const blank = shape(' ');
    // U+0378 is unassigned: no font has it, and every browser draws its missing-glyph box for it.
    const box = shape('\u0378');
    const boxes = characters.filter((character) => [box, blank].includes(shape(character)));
    return { characters: characters.join(''), boxes: boxes.join('') };
  });
}

async function drawnIn(browser: Browser): Promise<Drawn> {
  const context = await isolatedContext(browser, site.server.origin);
  try {
    const page = await context.newPage();
    await page.goto(`${site.server.origin}/cn/about-us/`, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    return await drawHeading(page);
  } finally {
    await context.close();
  }
}

/** What the check says of a drawing: nothing when every character has a shape of its own. */
function boxesProblem({ characters, boxes }: Drawn): string | undefined {
  if (characters.length < 2) return `the heading of /cn/about-us/ has no Chinese text to draw ("${characters}")`;
  if (!boxes) return undefined;
  const missing = [...boxes].join(' ');
  return `Chinese text is drawn as boxes: ${missing} of "${characters}" have no glyph in any font on this machine; ${INSTALL}`;
}

describe('Chinese text in the test browser', () => {
  it('is drawn with a font that has Chinese glyphs', async () => {
    expect(boxesProblem(await drawnIn(site.browser))).toBeUndefined();
  });

  describe('on a machine without a CJK font', () => {
    let folder = '';
    let withoutCjk: Browser | undefined;
    beforeAll(async () => {
      folder = await mkdtemp(path.join(tmpdir(), 'fonts-'));
      const config = path.join(folder, 'fonts.conf');
      // Every font folder the system's configuration names, less the CJK one; a cache of its own.
      await writeFile(
        config,
        `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
          `  <include ignore_missing="yes">/etc/fonts/conf.d</include>\n` +
          `  <dir>/usr/share/fonts/truetype</dir>\n  <dir>/usr/local/share/fonts</dir>\n` +
          `  <rejectfont><glob>${CJK_FONT_FOLDER}/*</glob></rejectfont>\n` +
          `  <cachedir>${path.join(folder, 'cache')}</cachedir>\n</fontconfig>\n`,
      );
      withoutCjk = await launchBrowser({ env: { ...(process.env as Record<string, string>), FONTCONFIG_FILE: config } });
    });
    afterAll(async () => {
      await withoutCjk?.close();
      await rm(folder, { recursive: true, force: true });
    });

    it('makes the check fail, naming the characters and what to install', async () => {
      if (!withoutCjk) throw new Error('the second browser did not start');
      const problem = boxesProblem(await drawnIn(withoutCjk));
      expect(problem).toMatch(/^Chinese text is drawn as boxes: .+ apt-get install -y chromium fonts-noto-cjk/);
    });
  });
});
