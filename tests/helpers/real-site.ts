/**
 * The real site (content/, locales/, public/) as the tests see it: the settings of the one build every suite
 * shares (tests/global-setup.ts), and its route manifest read from the content files, so counts and page lists
 * follow the content instead of being written into tests.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseFrontMatter } from '../../src/generator/load/front-matter.ts';
import { listContentFiles } from '../../src/generator/load/content.ts';
import { createManifest, type RouteManifest } from '../../src/model/routes.ts';
import { PLACEHOLDER_SITE_URL } from '../../src/site/config.ts';
import { ROOT } from './project.ts';
import { valueOrThrow } from '../../src/shared/problems.ts';

/** The canonical origin of the shared build: the placeholder a build without SITE_URL uses. */
export const REAL_SITE_URL = PLACEHOLDER_SITE_URL;

/**
 * Written out rather than taken from process.env, so a developer's .env or shell (GTM_ID, FORM_SERVICE_URL)
 * never changes what the tests check. The form service is the clinic's default.
 */
export const REAL_SITE_ENV: Readonly<Record<string, string>> = { SITE_URL: REAL_SITE_URL, GTM_ID: '' };

/** The manifest of a project's content folder (the real one by default). */
export async function manifestOf(root: string = ROOT): Promise<RouteManifest> {
  return valueOrThrow(createManifest(await listContentFiles(path.join(root, 'content'))));
}

/**
 * The main heading a fixed page shows in English, read from its front matter (`heading`, else `title`) as
 * text, so a test that follows a link to it does not repeat today's copy.
 */
export async function pageHeading(pageId: string, root: string = ROOT): Promise<string> {
  const file = path.join(root, 'content/en/pages', `${pageId}.md`);
  const parsed = parseFrontMatter(await readFile(file, 'utf8'), file);
  if (!parsed.value) throw new Error(`${file}: ${parsed.problems[0]?.message}`);
  const { heading, title } = parsed.value.data;
  return String(heading ?? title).replace(/<[^>]*>/g, '');
}
