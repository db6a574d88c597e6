import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import type { DevSession } from '../../scripts/lib/dev/dev-session.ts';
import { devSessionOn } from '../helpers/dev-session.ts';
import { fixtureProject, type TempProject } from '../helpers/fixture.ts';
import { isolatedContext, launchBrowser } from '../../scripts/lib/browser.ts';

/** A service article of the fixture site, served at /services/knee/. */
const ARTICLE = 'content/en/services/knee.md';

let project: TempProject;
let session: DevSession;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  project = await fixtureProject();
  session = await devSessionOn(project);
  browser = await launchBrowser();
  context = await isolatedContext(browser, session.origin);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await session?.close();
  await project?.dispose();
});

describe('npm run dev in Chromium', () => {
  it('reloads an open page after an edit, shows a broken file as an overlay, and reloads once it is fixed', async () => {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${session.origin}/services/knee/`);
    // The live-reload client is connected once the server holds its event stream.
    await expect.poll(() => session.connections(), { timeout: 10_000 }).toBe(1);

    await project.edit(ARTICLE, (text) => text.replace(/^title: .*$/m, 'title: Knee Care, Edited Live'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 10_000 }).toBe('Knee Care, Edited Live');

    await project.edit(ARTICLE, (text) => text.replace(/^title: .*$/m, 'title: [unclosed'));
    const overlay = page.getByRole('alertdialog', { name: 'The build failed' });
    await expect.poll(() => overlay.isVisible(), { timeout: 10_000 }).toBe(true);
    // The overlay names the file, with the line and column of the mistake.
    expect(await overlay.textContent()).toMatch(
      new RegExp(`${ARTICLE.replace(/[./]/g, '\\$&')}:\\d+:\\d+: front matter is not valid YAML`),
    );
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alertdialog');

    await project.edit(ARTICLE, (text) => text.replace(/^title: \[unclosed$/m, 'title: Knee Care, Fixed'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 10_000 }).toBe('Knee Care, Fixed');
    expect(await overlay.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
