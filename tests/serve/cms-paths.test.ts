/**
 * What the content editor's gate lets through to Decap's proxy: every path an action names, in every field
 * decap-server reads a path from, must be one of the editor's collections' files or an upload; anything else is
 * refused with the path named. The editable paths come from the editor's own configuration, so a collection
 * added there (a file collection of clinic details) is editable with no change to the gate.
 */
import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionRefusal, editablePathsOf, editablePathsReader, linkOnTheWay } from '../../scripts/lib/cms/cms-paths.ts';
import { decapConfig } from '../../src/generator/admin/admin-config.ts';
import { manifestOf } from '../helpers/real-site.ts';

const EDITABLE = editablePathsOf({
  media_folder: 'public/images/uploads',
  collections: [
    { folder: 'content/en/blog', extension: 'md' },
    { files: [{ file: 'content/en/pages/index.md' }, { file: 'content/clinic.yml' }] },
  ],
});

const asset = (p: string) => ({ path: p, content: 'eA==', encoding: 'base64' });
const persistMedia = (p: string) => ({
  action: 'persistMedia',
  params: { branch: 'main', asset: asset(p), options: { commitMessage: 'x' } },
});
const persistEntry = (entry: object, assets: object[] = []) => ({
  action: 'persistEntry',
  params: { branch: 'main', entry, assets, options: { commitMessage: 'x', useWorkflow: false, status: 'draft' } },
});

describe('the editor’s gate', () => {
  it('passes what the editor does: list, read and write its collections’ files, list and upload pictures', () => {
    const allowed = [
      { action: 'info' },
      { action: 'entriesByFolder', params: { branch: 'main', folder: 'content/en/blog', extension: 'md', depth: 1 } },
      {
        action: 'entriesByFiles',
        params: { branch: 'main', files: [{ path: 'content/en/pages/index.md' }, { path: 'content/clinic.yml' }] },
      },
      { action: 'getEntry', params: { branch: 'main', path: 'content/en/blog/knee.md' } },
      persistEntry({ slug: 'knee', path: 'content/en/blog/knee.md', raw: 'x' }, [asset('public/images/uploads/knee.jpg')]),
      persistEntry({ slug: 'knee', path: 'content/en/blog/knee.md', newPath: 'content/en/blog/knee-pain.md', raw: 'x' }),
      { action: 'getMedia', params: { branch: 'main', mediaFolder: 'public/images/uploads' } },
      { action: 'getMediaFile', params: { branch: 'main', path: 'public/images/uploads/knee.jpg' } },
      persistMedia('public/images/uploads/knee.webp'),
      { action: 'deleteFiles', params: { branch: 'main', paths: ['public/images/uploads/a.png'], options: { commitMessage: 'x' } } },
    ];
    for (const body of allowed) expect(actionRefusal(body, EDITABLE), JSON.stringify(body)).toBeUndefined();
  });

  it('refuses, naming the path, every write or read outside the editor’s files, in every field that names a path', () => {
    const refused: Array<[object, string]> = [
      [persistMedia('src/site/clinic.ts'), '"src/site/clinic.ts" is not a file the editor may read or write'],
      [persistMedia('scripts/cms.ts'), '"scripts/cms.ts" is not a file'],
      [persistMedia('package.json'), '"package.json" is not a file'],
      [persistMedia('.git/hooks/pre-commit'), '".git/hooks/pre-commit" names a hidden file'],
      [persistMedia('public/images/uploads/evil.html'), '"public/images/uploads/evil.html" is not a file'],
      [persistMedia('public/images/uploads/../../../package.json'), 'climbs out of its folder'],
      [persistMedia('/etc/passwd'), '"/etc/passwd" is an absolute path'],
      [persistMedia('C:/x.md'), 'is an absolute path'],
      [persistMedia('content/en/blog\\..\\..\\x.md'), 'holds a backslash'],
      [persistMedia('content/en/blog/x\u0000.md'), 'control character'],
      [persistEntry({ slug: 'x', path: 'content/en/blog/x.md', raw: 'x' }, [asset('src/x.ts')]), '"src/x.ts"'],
      [persistEntry({ slug: 'x', path: 'content/en/blog/x.md', newPath: 'dev.ts', raw: 'x' }), '"dev.ts"'],
      [persistEntry({ slug: 'x', path: 'content/en/blog/sub/x.md', raw: 'x' }), '"content/en/blog/sub/x.md"'],
      [
        persistEntry({ slug: 'x', path: 'content/en/blog/x.md', newPath: 'content/en/pages/index.md', raw: 'x' }),
        'moves a file to another folder',
      ],
      [
        {
          action: 'persistEntry',
          params: { dataFiles: [{ slug: 'x', path: 'content/en/blog/x.md', raw: '' }, { path: 'build.ts' }], assets: [] },
        },
        '"build.ts"',
      ],
      [{ action: 'getMedia', params: { branch: 'main', mediaFolder: '.git' } }, '".git" names a hidden file'],
      [{ action: 'getMedia', params: { branch: 'main', mediaFolder: 'src' } }, '"src" is not a folder the editor may list'],
      [{ action: 'entriesByFolder', params: { folder: 'content/../scripts', extension: 'ts', depth: 1 } }, 'climbs out'],
      [{ action: 'entriesByFiles', params: { files: [{ path: '.env' }] } }, '".env"'],
      [{ action: 'getEntry', params: { path: 'tsconfig.json' } }, '"tsconfig.json"'],
      [{ action: 'deleteFile', params: { path: 'README.md' } }, '"README.md"'],
      [{ action: 'deleteFiles', params: { paths: ['public/images/uploads/a.png', 'src/x.ts'] } }, '"src/x.ts"'],
      [{ action: 'getMediaFile', params: { path: 42 } }, 'a path field holds 42'],
      [{ action: 'unpublishedEntryMediaFile', params: { path: 'x' } }, 'is not one this editor uses'],
      [[1], 'not an editor action'],
    ];
    for (const [body, message] of refused) expect(actionRefusal(body, EDITABLE), JSON.stringify(body)).toContain(message);
  });

  it('takes the editable folders and files from the editor’s configuration, every collection included', async () => {
    const manifest = await manifestOf();
    const config = decapConfig({
      settings: { branch: 'main' },
      siteUrl: 'https://clinic.example',
      routes: manifest.routes,
      titles: new Map(),
    });
    const editable = editablePathsOf(config);
    expect(editable.media).toBe('public/images/uploads');
    expect(editable.folders).toEqual(expect.arrayContaining([{ folder: 'content/en/blog', extension: 'md' }]));
    expect(editable.files).toEqual(expect.arrayContaining(['content/en/pages/index.md', 'content/cn/pages/index.md']));
    for (const { file } of config.collections.flatMap((c) => c.files ?? []))
      expect(actionRefusal({ action: 'getEntry', params: { path: file } }, editable)).toBeUndefined();
  });

  it('keeps the paths it last read while a rebuild empties the served folder or half writes the file', async () => {
    const out = await mkdtemp(path.join(tmpdir(), 'cms-paths-'));
    try {
      const read = editablePathsReader(out);
      expect(await read()).toBeUndefined();
      await mkdir(path.join(out, 'admin'));
      const config = { media_folder: 'public/images/uploads', collections: [{ files: [{ file: 'content/clinic.yml' }] }] };
      await writeFile(path.join(out, 'admin/site.json'), JSON.stringify({ config }));
      expect((await read())?.files).toEqual(['content/clinic.yml']);
      await rm(path.join(out, 'admin'), { recursive: true });
      expect((await read())?.files).toEqual(['content/clinic.yml']);
      await mkdir(path.join(out, 'admin'));
      await writeFile(path.join(out, 'admin/site.json'), '{"config": {"media_fol');
      expect((await read())?.files).toEqual(['content/clinic.yml']);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });

  it('finds a link on the way to a path, through which a write could land anywhere', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'cms-paths-'));
    try {
      await mkdir(path.join(root, 'content/en'), { recursive: true });
      await symlink(path.join(root, 'src'), path.join(root, 'content/en/blog'));
      expect(await linkOnTheWay(root, 'content/en/blog/x.md')).toBe('content/en/blog');
      expect(await linkOnTheWay(root, 'content/en/services/x.md')).toBeUndefined();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
