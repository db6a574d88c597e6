/**
 * Listing the files of an input folder (content/, public/) the way the build may use them. A link is followed
 * when it points inside the project (or inside the folder itself, when the folder is a link); a link leading
 * out of the project is refused, so a content change cannot publish a file of the machine (`public/leak.txt ->
 * /etc/passwd`). A folder or file that cannot be read is a problem naming it, never a stack trace.
 */
import type { Dirent } from 'node:fs';
import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { firstLine, type Problem } from '../shared/problems.ts';

export interface ListedFile {
  /** Path inside the folder, forward slashes: `images/a.svg`, `en/blog/x.md`. */
  readonly relative: string;
  /** The file's real path on disk (links resolved), which is what is read or copied. */
  readonly real: string;
}

export interface FolderListing {
  readonly files: readonly ListedFile[];
  readonly problems: readonly Problem[];
}

export interface ListOptions {
  /** The project root: links may point anywhere inside it. */
  readonly root: string;
  /** How problems name the folder: `content`, `public`. */
  readonly label: string;
  /** Skip names starting with a dot (editors' and systems' hidden files). */
  readonly skipHidden?: boolean;
}

export async function listFolder(dir: string, options: ListOptions): Promise<FolderListing> {
  const files: ListedFile[] = [];
  const problems: Problem[] = [];
  const name = (relative: string) => (relative ? `${options.label}/${relative}` : options.label);
  let top: string;
  try {
    top = await realpath(dir);
    if (!(await stat(top)).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const message =
      code === 'ENOENT' ? 'folder does not exist' : code === 'ENOTDIR' ? 'is not a folder' : `cannot be read (${firstLine(error)})`;
    return { files, problems: [{ file: name(''), message }] };
  }
  const bounds = [await realpath(options.root).catch(() => path.resolve(options.root)), top];
  const inside = (real: string) => bounds.some((b) => real === b || real.startsWith(`${b}${path.sep}`));
  const visited = new Set<string>([top]);

  const walk = async (real: string, relative: string): Promise<void> => {
    let entries: Dirent[];
    try {
      entries = await readdir(real, { withFileTypes: true });
    } catch (error) {
      problems.push({ file: `${name(relative)}/`, message: `folder cannot be read (${firstLine(error)})` });
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (options.skipHidden && entry.name.startsWith('.')) continue;
      const childRelative = relative ? `${relative}/${entry.name}` : entry.name;
      let childReal = path.join(real, entry.name);
      let isDir = entry.isDirectory();
      let isFile = entry.isFile();
      if (entry.isSymbolicLink()) {
        try {
          childReal = await realpath(childReal);
          const target = await stat(childReal);
          isDir = target.isDirectory();
          isFile = target.isFile();
        } catch (error) {
          problems.push({ file: name(childRelative), message: `is a link that leads nowhere (${firstLine(error)})` });
          continue;
        }
        if (!inside(childReal)) {
          problems.push({
            file: name(childRelative),
            message: `is a link to ${childReal}, outside the project; only files inside the project are used`,
          });
          continue;
        }
      }
      if (isDir) {
        // A link back up the tree would loop for ever.
        if (visited.has(childReal)) continue;
        visited.add(childReal);
        await walk(childReal, childRelative);
      } else if (isFile) {
        files.push({ relative: childRelative, real: childReal });
      } else {
        problems.push({ file: name(childRelative), message: 'is not a regular file (a socket, device or pipe cannot be published)' });
      }
    }
  };
  await walk(top, '');
  files.sort((a, b) => (a.relative < b.relative ? -1 : a.relative > b.relative ? 1 : 0));
  return { files, problems };
}
