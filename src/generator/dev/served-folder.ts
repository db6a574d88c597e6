/**
 * The folder the dev server serves, written in place: public files copied or removed one by one, pages of
 * routes that no longer exist removed, and hashed assets of earlier rebuilds cleared once nothing refers to them.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ListedFile } from '../load/project-files.ts';
import type { RouteManifest } from '../../model/routes.ts';

export class ServedFolder {
  constructor(readonly dir: string) {}

  async reset(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
    await mkdir(this.dir, { recursive: true });
  }

  /**
   * Copies the public files in: all of `listed` (public/ as the loader lists it, links out of the project
   * refused), or only those among `changed` (absolute paths under `publicDir`); a changed file no longer
   * listed (deleted, or now a link out of the project) is removed from the served folder.
   */
  async copyPublic(listed: readonly ListedFile[], changed?: readonly string[], publicDir?: string): Promise<void> {
    const byRelative = new Map(listed.map((f) => [f.relative, f]));
    const wanted =
      changed && publicDir ? changed.map((file) => path.relative(publicDir, file).split(path.sep).join('/')) : [...byRelative.keys()];
    for (const relative of wanted) {
      const target = path.join(this.dir, relative);
      const file = byRelative.get(relative);
      if (!file) {
        await rm(target, { recursive: true, force: true });
        continue;
      }
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(file.real, target);
    }
  }

  async removeStalePages(before: RouteManifest, after: RouteManifest): Promise<void> {
    const kept = new Set(after.routes.map((r) => r.path));
    for (const route of before.routes) {
      if (kept.has(route.path)) continue;
      const dir = path.join(this.dir, route.path);
      await rm(path.join(dir, 'index.html'), { force: true });
      await rm(path.join(dir, '_payload.json'), { force: true });
    }
  }

  /**
   * Removes files of /assets/ other than `current` (site paths), unless public/assets/ holds them. Folders are
   * left alone: /assets/images/ holds the versions of the uploaded photos, copied with the public files.
   */
  async removeOldAssets(current: readonly string[], publicDir: string): Promise<void> {
    const keep = new Set([...current.map((p) => path.basename(p)), 'images']);
    const dir = path.join(this.dir, 'assets');
    const own = path.join(publicDir, 'assets');
    const names = existsSync(dir) ? await readdir(dir) : [];
    const stale = names.filter((name) => !keep.has(name) && !existsSync(path.join(own, name)));
    await Promise.all(stale.map((name) => rm(path.join(dir, name), { force: true })));
  }
}
