/**
 * The content editor as the editor's browser tests drive it: `npm run cms` (the dev server and Decap's local git
 * proxy, both on 127.0.0.1) on a throwaway copy of the project, one Chromium page that reaches only those two,
 * what the page reported (console errors, uncaught errors, failed requests, policy violations), and the steps
 * staff take again and again: find a box by its label, publish, build the copy.
 */
import { spawn } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { launchBrowser } from '../../scripts/lib/browser.ts';
import { type CmsSession, startCms } from '../../scripts/lib/cms/cms.ts';
import { parseFrontMatter } from '../../src/generator/load/front-matter.ts';
import { projectCopy } from '../helpers/project-copy.ts';
import type { TempProject } from '../helpers/project.ts';
import { REAL_SITE_ENV } from '../helpers/real-site.ts';

export interface EditorSession {
  readonly project: TempProject;
  readonly cms: CmsSession;
  readonly browser: Browser;
  readonly page: Page;
  /** What the editor's page reported; a test empties it when it has looked. */
  readonly reported: string[];
  /** Stops the editor (once; the build of the copy runs after it). */
  stopCms(): Promise<void>;
  close(): Promise<void>;
}

export async function openEditorSession(): Promise<EditorSession> {
  const project = await projectCopy();
  const cms = await startCms({
    root: project.root,
    outDir: project.file('.tmp/dev'),
    port: 0,
    proxyPort: 0,
    watchCode: false,
    log: () => undefined,
    logError: () => undefined,
  });
  let cmsClosed = false;
  const stopCms = async () => {
    if (cmsClosed) return;
    cmsClosed = true;
    await cms.close();
  };
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  // Only the dev server and the proxy answer; nothing leaves the machine.
  const allowed = new Set([cms.dev.origin, new URL(cms.proxyUrl).origin]);
  await context.route(
    (url) => !allowed.has(url.origin) && url.protocol !== 'blob:',
    (route) => route.fulfill({ status: 204, body: '' }),
  );
  const page = await context.newPage();
  const reported: string[] = [];
  page.on('console', (m) => {
    // A failed load is reported with its address by the response listener below.
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) reported.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (error) => reported.push(`uncaught: ${error.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400) reported.push(`${r.status()} ${r.url()}`);
  });
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) => console.error(`policy: ${e.violatedDirective} ${e.blockedURI}`)),
  );
  return {
    project,
    cms,
    browser,
    page,
    reported,
    stopCms,
    close: async () => {
      await browser.close();
      await stopCms();
      await project.dispose();
    },
  };
}

/** A box found by its label; `nth` for labels the form repeats (a source's title, a list's items). */
export const field = (page: Page, label: string, nth = 0) => page.getByLabel(label, { exact: true }).nth(nth);

/** Replaces what a box holds by typing, key by key, as a person does. */
export async function typeInto(page: Page, label: string, text: string, nth = 0): Promise<void> {
  const box = field(page, label, nth);
  await box.click();
  await box.press('ControlOrMeta+A');
  await box.pressSequentially(text);
}

/** Publish → Publish now, then waits for the notice that the entry was saved. */
export async function publish(page: Page): Promise<void> {
  await clickPublish(page);
  await expect.poll(() => page.getByText('Entry saved').count(), { timeout: 15_000 }).toBeGreaterThan(0);
}

/** Publish → Publish now, after the notice of an earlier save is gone, so a notice awaited after it is this save's. */
export async function clickPublish(page: Page): Promise<void> {
  // The notice stays a few seconds: close it (a click does, as for a person) and wait until it is gone. It may go by
  // itself between the look and the click: the click then gives up after a moment.
  const earlier = page.getByText('Entry saved').first();
  if (await earlier.isVisible()) await earlier.click({ timeout: 2_000 }).catch(() => undefined);
  await earlier.waitFor({ state: 'detached', timeout: 15_000 });
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

/** Logs in to the local editor (no password: the proxy works on the copy). */
export async function logIn(session: EditorSession): Promise<void> {
  await session.page.goto(session.cms.editorUrl);
  await session.page.getByRole('button', { name: 'Login' }).click();
}

/** A file's front matter as the build reads it. */
export function frontMatterOf(text: string, file: string): Record<string, unknown> {
  const parsed = parseFrontMatter(text, file);
  if (!parsed.value) throw new Error(parsed.problems.map((p) => p.message).join('; '));
  return { ...parsed.value.data };
}

/** `npm run build` of the copy into its dist/, with the real site's settings: its exit code and what it printed. */
export function buildCopy(project: TempProject): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '--', '--out', 'dist'], {
      cwd: project.root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...REAL_SITE_ENV },
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d));
    child.stderr.on('data', (d: Buffer) => (output += d));
    child.on('close', (code) => resolve({ code, output }));
  });
}
