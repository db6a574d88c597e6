/**
 * The folder the dev server serves, written in place: public files copied or removed one by one, pages of
 * routes that no longer exist removed, and hashed assets of earlier rebuilds cleared once nothing refers to them.
 */
import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, readdir, realpath, rm } from 'node:fs/promises';
import path from 'node:path';
import type { RouteManifest } from './routes.ts';

export class ServedFolder {
  constructor(
    readonly dir: string,
    private readonly publicDir: string,
  ) {}

  async reset(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
    await mkdir(this.dir, { recursive: true });
  }

  /** Copies public files (or the whole public folder) in; a file deleted from public/ is removed here too. */
  async copyPublic(files: readonly string[]): Promise<void> {
    for (const file of files) {
      const target = path.join(this.dir, path.relative(this.publicDir, file));
      if (!existsSync(file)) await rm(target, { recursive: true, force: true });
      else if (file === this.publicDir) await cp(await realpath(file), this.dir, { recursive: true });
      else {
        await mkdir(path.dirname(target), { recursive: true });
        await copyFile(file, target);
      }
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

  /** Removes files of /assets/ other than `current` (site paths), unless public/assets/ holds them. */
  async removeOldAssets(current: readonly string[]): Promise<void> {
    const keep = new Set(current.map((p) => path.basename(p)));
    const dir = path.join(this.dir, 'assets');
    const own = path.join(this.publicDir, 'assets');
    const names = existsSync(dir) ? await readdir(dir) : [];
    const stale = names.filter((name) => !keep.has(name) && !existsSync(path.join(own, name)));
    await Promise.all(stale.map((name) => rm(path.join(dir, name), { force: true })));
  }
}
