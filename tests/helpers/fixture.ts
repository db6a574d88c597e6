/**
 * The fixture site (tests/fixtures/site) in a throwaway project folder: its content, the real catalogues and the
 * real public/ without the real articles' pictures, with the fixture's own public/ laid over it. Generator tests
 * build this, not the site's copy, so a writer changing an article never breaks them.
 */
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strippedCacheDir } from '../../src/generator/public-files/strip-metadata.ts';
import { ROOT, projectAt, type TempProject } from './project.ts';
import { linkedCopy } from './files.ts';

export type { TempProject } from './project.ts';

export const FIXTURE = path.join(ROOT, 'tests/fixtures/site');

/**
 * The folders of public/ that hold the pictures of the real articles (content/en/<collection>/), and the uploaded
 * photos, which every fixture build would otherwise encode again in its fresh project.
 */
const ARTICLE_PICTURES = /[\\/]public[\\/]images[\\/]((social[\\/])?articles|uploads)([\\/]|$)/;

/** A new fixture project, in a new temporary folder or `at` a folder that must not exist yet. */
export async function fixtureProject(at?: string): Promise<TempProject> {
  if (at !== undefined && existsSync(at)) throw new Error(`${at} exists already: a fixture project starts in a new folder`);
  const root = at ?? mkdtempSync(path.join(tmpdir(), 'clinic-fixture-'));
  // Copied synchronously: a few hundred small files, which fs.promises copies at about half the speed; the suite
  // makes this project more than a hundred times.
  cpSync(path.join(FIXTURE, 'content'), path.join(root, 'content'), { recursive: true });
  // The real clinic facts: tests work out what pages show from them (tests/helpers/clinic-facts.ts).
  cpSync(path.join(ROOT, 'content/clinic.yml'), path.join(root, 'content/clinic.yml'));
  cpSync(path.join(ROOT, 'locales'), path.join(root, 'locales'), { recursive: true });
  // The site-wide pictures (logo, icons, badges, error art, default share card) that templates name; the real
  // articles' pictures are most of public/'s weight, and no fixture page shows them.
  cpSync(path.join(ROOT, 'public'), path.join(root, 'public'), { recursive: true, filter: (source) => !ARTICLE_PICTURES.test(source) });
  cpSync(path.join(FIXTURE, 'public'), path.join(root, 'public'), { recursive: true });
  // The site-wide pictures written without their metadata, as the real site's build (the suite's global set-up)
  // left them: the cache is named by each picture's bytes, so a picture a test adds or changes is still made
  // afresh. Without it every fixture build re-encoded some 45 pictures, about half of its time. Linked, not copied
  // (2.5 MB): the cache only ever adds a file, under a new name, and never writes into one.
  const stripped = strippedCacheDir(ROOT);
  if (existsSync(stripped)) linkedCopy(stripped, strippedCacheDir(root));
  return projectAt(root);
}
