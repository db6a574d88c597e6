/**
 * What a batch of changed files asks of the dev build (rebuild.ts): which pages to read again, and whether
 * catalogues, the stylesheet, pictures or the whole site must be reloaded.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isImageFile } from '../public-files/image-formats.ts';

export interface Plan {
  /** Reload everything: a content file was added or removed, or the generator's code changed. */
  full: boolean;
  catalogues: boolean;
  styles: boolean;
  /**
   * Changed files of public/ (absolute paths), and whether any is a picture whose size pages use or a
   * hand-written host rule file (merged into the site-wide files).
   */
  publicFiles: string[];
  pictures: boolean;
  /** Content files edited in place, relative to content/ with forward slashes. */
  pages: string[];
}

export interface PlanContext {
  /** Project root: content/, locales/ and public/. */
  readonly root: string;
  /** The generator's folder: src/ (and src/styles/). */
  readonly codeRoot: string;
  /** Content files the route manifest was built from, relative to content/. */
  readonly knownContent: ReadonlySet<string>;
  readonly exists?: (file: string) => boolean;
}

export function planChanges(batch: readonly string[], context: PlanContext): Plan {
  const plan: Plan = { full: false, catalogues: false, styles: false, publicFiles: [], pictures: false, pages: [] };
  const exists = context.exists ?? existsSync;
  for (const file of batch) {
    const inside = (dir: string) => {
      const rel = path.relative(dir, file);
      return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel.split(path.sep).join('/') : undefined;
    };
    const content = inside(path.join(context.root, 'content'));
    const publicFile = inside(path.join(context.root, 'public'));
    if (content !== undefined) {
      const known = context.knownContent.has(content);
      const present = exists(file);
      // An added or removed file changes the route manifest: everything is reloaded. A file that came and went
      // within the batch (an editor's temporary copy, saved and renamed) changes nothing.
      if (known && present) plan.pages.push(content);
      else if (known || present) plan.full = true;
    } else if (inside(path.join(context.root, 'locales')) !== undefined) plan.catalogues = true;
    else if (publicFile !== undefined) {
      plan.publicFiles.push(file);
      if (isImageFile(publicFile) || publicFile === '_headers' || publicFile === '_redirects') plan.pictures = true;
    } else if (inside(path.join(context.codeRoot, 'src/styles')) !== undefined) plan.styles = true;
    else if (inside(path.join(context.codeRoot, 'src')) !== undefined) plan.full = true;
  }
  return plan;
}
