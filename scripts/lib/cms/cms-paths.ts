/**
 * What the content editor may read and write through Decap's proxy: the folders and files of the editor's own
 * collections and the uploads folder, as the editor's configuration (admin-config.ts, published by the dev build
 * in /admin/site.json) names them, so a collection added there is editable with no change here. decap-server
 * itself writes any path inside the checkout it is given (`src/site/clinic.ts`, `package.json`, `.git/hooks/*`),
 * and the dev server would then build and run what it wrote; the gate (host-gate.ts) asks `actionRefusal` about
 * every request before forwarding it.
 */
import { lstat, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { ADMIN_SITE_DATA } from '../../../src/site/admin.ts';

export interface EditablePaths {
  /** Folder collections: every `<folder>/<name>.<extension>` may be listed, read and written. */
  readonly folders: ReadonlyArray<{ readonly folder: string; readonly extension: string }>;
  /** File collections' files, each exactly. */
  readonly files: readonly string[];
  /** The uploads folder: pictures only. */
  readonly media: string;
}

/** The part of the editor's Decap configuration that says where it writes. */
export interface CollectionsConfig {
  readonly media_folder: string;
  readonly collections: ReadonlyArray<{
    readonly folder?: string;
    readonly extension?: string;
    readonly files?: ReadonlyArray<{ readonly file: string }>;
  }>;
}

/** What an upload may be: the pictures the build publishes from the uploads folder. */
const MEDIA_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp']);

/** decap-server's actions in its file-system mode (node_modules/decap-server/src/middlewares/localFs). */
const ACTIONS = new Set([
  'info',
  'entriesByFolder',
  'entriesByFiles',
  'getEntry',
  'persistEntry',
  'getMedia',
  'getMediaFile',
  'persistMedia',
  'deleteFile',
  'deleteFiles',
  'getDeployPreview',
]);

/** Fields that name a folder to list, and fields that name a file, wherever they are in an action's params. */
const FOLDER_KEYS = new Set(['folder', 'mediaFolder']);
const FILE_KEYS = new Set(['path', 'newPath', 'paths']);

export function editablePathsOf(config: CollectionsConfig): EditablePaths {
  return {
    folders: config.collections.flatMap((c) => (c.folder ? [{ folder: trimSlashes(c.folder), extension: c.extension ?? 'md' }] : [])),
    files: config.collections.flatMap((c) => (c.files ?? []).map((f) => trimSlashes(f.file))),
    media: trimSlashes(config.media_folder),
  };
}

/**
 * Why the proxy must not carry out this request body, or undefined when every path it names is the editor's.
 * Each field that names a path is found by its name at any depth, so a field of an action that lists many
 * (`files[].path`, `dataFiles[].newPath`, `assets[].path`, `paths[]`) is checked like a single one.
 */
export function actionRefusal(body: unknown, editable: EditablePaths): string | undefined {
  if (!isRecord(body) || typeof body.action !== 'string') return 'the request is not an editor action ({"action": ..., "params": ...})';
  if (!ACTIONS.has(body.action)) return `the action ${JSON.stringify(body.action)} is not one this editor uses`;
  const found: Array<{ key: string; value: unknown }> = [];
  collectPaths(body.params, found);
  for (const { key, value } of found) {
    if (key === 'move') return `${JSON.stringify(value)}: a rename that moves a file to another folder is not one the editor makes`;
    const values = key === 'paths' && Array.isArray(value) ? value : [value];
    for (const one of values) {
      const reason = FOLDER_KEYS.has(key) ? folderRefusal(one, editable) : fileRefusal(one, editable);
      if (reason) return reason;
    }
  }
  return undefined;
}

function collectPaths(value: unknown, found: Array<{ key: string; value: unknown }>): void {
  if (Array.isArray(value)) for (const item of value) collectPaths(item, found);
  else if (isRecord(value)) {
    // decap-server renames by moving every file of the old one's folder into the new one's: a rename stays in its folder.
    if (
      typeof value.path === 'string' &&
      typeof value.newPath === 'string' &&
      path.posix.dirname(value.path) !== path.posix.dirname(value.newPath)
    )
      found.push({ key: 'move', value: [value.path, value.newPath] });
    for (const [key, child] of Object.entries(value)) {
      if (FOLDER_KEYS.has(key) || FILE_KEYS.has(key)) found.push({ key, value: child });
      else collectPaths(child, found);
    }
  }
}

function folderRefusal(value: unknown, editable: EditablePaths): string | undefined {
  const bad = malformed(value);
  if (bad) return bad;
  const folder = trimSlashes(value as string);
  if (folder === editable.media || editable.folders.some((f) => f.folder === folder)) return undefined;
  return `${JSON.stringify(value)} is not a folder the editor may list (only its collections' folders and ${editable.media})`;
}

function fileRefusal(value: unknown, editable: EditablePaths): string | undefined {
  const bad = malformed(value);
  if (bad) return bad;
  const file = value as string;
  const dir = path.posix.dirname(file);
  const ext = path.posix.extname(file).toLowerCase();
  if (editable.files.includes(file)) return undefined;
  if (editable.folders.some((f) => f.folder === dir && ext === `.${f.extension}`)) return undefined;
  if (dir === editable.media && MEDIA_EXTENSIONS.has(ext)) return undefined;
  return `${JSON.stringify(file)} is not a file the editor may read or write (only its collections' files and pictures in ${editable.media}/)`;
}

/** A path that is not a plain relative one, or that could mean another place than it reads as. */
function malformed(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return `a path field holds ${JSON.stringify(value)}, not a path`;
  const name = JSON.stringify(value);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return `${name} holds a backslash or a control character`;
  if (value.startsWith('/') || /^[A-Za-z]:/.test(value)) return `${name} is an absolute path`;
  const segments = value.split('/');
  if (segments.some((s) => s === '..' || s === '.')) return `${name} climbs out of its folder (..)`;
  if (segments.some((s) => s === '' || s.startsWith('.'))) return `${name} names a hidden file or folder, or an empty segment`;
  return undefined;
}

/**
 * The first folder on the way to `relative` inside `root` that is a link, or undefined: decap-server follows
 * links, so a link inside an editable folder would let a write land anywhere.
 */
export async function linkOnTheWay(root: string, relative: string): Promise<string | undefined> {
  let at = root;
  for (const segment of relative.split('/')) {
    at = path.join(at, segment);
    const info = await lstat(at).catch(() => undefined);
    if (!info) return undefined;
    if (info.isSymbolicLink()) return path.relative(root, at).split(path.sep).join('/');
  }
  return undefined;
}

/** Actions whose answer lists files decap-server found in a folder, following links as it goes. */
const LISTING_ACTIONS = new Set(['entriesByFolder', 'getMedia']);

/**
 * For a listing action, what keeps its answer to the entries the editor may have: each entry (`{ file: { path } }`
 * of entriesByFolder, `{ path }` of getMedia) must be a file the editor may read, a plain file and not a link, with
 * no link on the way to it. decap-server follows links inside the listed folders, so `content/en/blog/link.md ->
 * ../../../package.json` or `public/images/uploads/x.png -> ../../../.env` came back with their targets' text; the
 * gate leaves such entries out before the answer reaches the browser. Undefined for any other action.
 */
export function listingFilter(
  body: unknown,
  root: string,
  editable: () => Promise<EditablePaths | undefined>,
): ((answer: unknown) => Promise<unknown>) | undefined {
  if (!isRecord(body) || typeof body.action !== 'string' || !LISTING_ACTIONS.has(body.action)) return undefined;
  return async (answer) => {
    const paths = await editable();
    if (!Array.isArray(answer) || !paths) return [];
    const kept = await Promise.all(answer.map(async (entry) => ((await listedEntryAllowed(entry, root, paths)) ? [entry] : [])));
    return kept.flat();
  };
}

async function listedEntryAllowed(entry: unknown, root: string, editable: EditablePaths): Promise<boolean> {
  const named = isRecord(entry) ? (isRecord(entry.file) ? entry.file.path : entry.path) : undefined;
  if (typeof named !== 'string' || fileRefusal(named, editable)) return false;
  const info = await lstat(path.join(root, named)).catch(() => undefined);
  return info?.isFile() === true && (await linkOnTheWay(root, named)) === undefined;
}

/** Every path a request body names (for the link check after `actionRefusal` has passed it). */
export function namedPaths(body: unknown): string[] {
  const found: Array<{ key: string; value: unknown }> = [];
  if (isRecord(body)) collectPaths(body.params, found);
  return found
    .filter(({ key }) => key !== 'move')
    .flatMap(({ value }) => (Array.isArray(value) ? value : [value]))
    .filter((v): v is string => typeof v === 'string');
}

/**
 * The editable paths of the editor the dev server built into `outDir` (its /admin/site.json), read again when a
 * build rewrites the file. A full rebuild empties the served folder and writes the file again (the site is
 * redrawing): meanwhile the paths last read stand, so a save made then is carried out, not refused. Undefined only
 * while no build has written the file yet (the first build failed, or has not finished).
 */
export function editablePathsReader(outDir: string): () => Promise<EditablePaths | undefined> {
  const file = path.join(outDir, ADMIN_SITE_DATA.slice(1));
  let cached: { mtimeMs: number; paths: EditablePaths } | undefined;
  return async () => {
    const info = await stat(file).catch(() => undefined);
    if (!info || cached?.mtimeMs === info.mtimeMs) return cached?.paths;
    try {
      const data = JSON.parse(await readFile(file, 'utf8')) as { config: CollectionsConfig };
      cached = { mtimeMs: info.mtimeMs, paths: editablePathsOf(data.config) };
    } catch {
      // Half written by the build that is running: the next request reads it whole.
    }
    return cached?.paths;
  };
}

function trimSlashes(value: string): string {
  return value.replace(/^\/+|\/+$/g, '');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
