/**
 * Listing the files of an input folder (content/, public/) the way the build may use them. Every link inside the
 * folder is refused, wherever it points, so a content change cannot publish a file of the machine (`public/leak.txt
 * -> /etc/passwd`) or of the project (`public/gitconfig.txt -> ../.git/config`); the folder itself may be a link.
 * A folder or file that cannot be read is a problem naming it, never a stack trace.
 */
import type { Dirent } from 'node:fs';
import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { firstLine, type Problem } from '../../shared/problems.ts';

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
  /** The project root the folder belongs to. */
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
      const childReal = path.join(real, entry.name);
      if (entry.isSymbolicLink()) {
        // Even a link inside the project: `notes.txt -> ../../../.env` or `gitconfig.txt -> ../.git/config` would
        // publish a file nobody put in this folder.
        problems.push({
          file: name(childRelative),
          message:
            'is a link; links in content/ and public/ are refused, because a link can publish a file from elsewhere (such as .env or .git/config): put the file itself here',
        });
        continue;
      }
      if (entry.isDirectory()) {
        await walk(childReal, childRelative);
      } else if (entry.isFile()) {
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

/**
 * The text of a file of the content folder that the build cannot do without (the catalogue of warning signs, the
 * record of clinical sign-off), or a problem naming it: `missing` says why it is needed.
 */
export async function readContentFile(
  contentDir: string,
  file: string,
  name: string,
  missing: string,
): Promise<{ readonly text: string } | { readonly problem: Problem }> {
  try {
    return { text: await readFile(path.join(contentDir, name), 'utf8') };
  } catch (error) {
    const absent = (error as NodeJS.ErrnoException).code === 'ENOENT';
    return { problem: { file, message: absent ? `is missing: ${missing}` : `cannot be read (${firstLine(error)})` } };
  }
}
