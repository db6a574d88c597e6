/**
 * Which files public/ may publish (public-types.ts): pictures, icons, the manifest, PDF and fonts by extension in
 * any letter case, robots.txt and the host files by their whole name at the top; never a web page or a script,
 * which would run on the origin where the editor signs in. Every refusal says why and what is accepted; an SVG is
 * read and published only when it is a plain drawing.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHED_TYPES, publishedFileProblems, publishedTypeProblem } from '../../src/generator/public-files/public-types.ts';

const ACCEPTED =
  'public/ publishes only pictures (JPEG, PNG, WebP, AVIF, SVG), icons (.ico), the manifest (.webmanifest), PDF, fonts (WOFF, WOFF2), robots.txt';

describe('the kinds of file published', () => {
  it('publishes pictures, icons, the manifest, PDF and fonts, in folders and in any letter case', () => {
    const files = ['a.jpg', 'b.jpeg', 'c.png', 'd.webp', 'e.avif', 'icons/f.svg', 'favicon.ico', 'site.webmanifest'];
    files.push('docs/consent-form.pdf', 'fonts/inter.woff', 'fonts/inter.woff2', 'Team/DR-TAN.JPG', 'x.Png', 'guide.PDF', 'f.WOFF2');
    for (const file of files) expect(publishedTypeProblem(file), file).toBeUndefined();
  });

  it('says what each published extension is, an SVG being a drawing only', () => {
    expect(PUBLISHED_TYPES['.svg']).toBe('picture (a drawing only)');
    expect(PUBLISHED_TYPES['.woff2']).toBe('font');
    expect(PUBLISHED_TYPES['.pdf']).toBe('document');
    expect(PUBLISHED_TYPES['.html']).toBeUndefined();
  });

  it('publishes robots.txt and the host files _headers and _redirects at the top of public/ only', () => {
    for (const file of ['robots.txt', '_headers', '_redirects']) expect(publishedTypeProblem(file), file).toBeUndefined();
    expect(publishedTypeProblem('old/robots.txt')).toBe(`".txt" files are not published; ${ACCEPTED}`);
    expect(publishedTypeProblem('docs/_headers')).toBe(`a file without an extension is not published; ${ACCEPTED}`);
  });
});

describe('files public/ refuses', () => {
  it('refuses a web page, in any spelling or case, because it would run where the editor signs in', () => {
    for (const file of ['evil.html', 'pages/a.htm', 'b.xhtml', 'C.HTML']) {
      expect(publishedTypeProblem(file), file).toBe(
        `is a web page, which would run on the site’s own origin, where the content editor signs in; ${ACCEPTED}`,
      );
    }
  });

  it('refuses a script, .js, .mjs or .cjs, for the same reason', () => {
    for (const file of ['evil.js', 'lib/a.mjs', 'b.cjs', 'C.JS']) {
      expect(publishedTypeProblem(file), file).toBe(
        `is a script, which would run on the site’s own origin, where the content editor signs in; ${ACCEPTED}`,
      );
    }
  });

  it('refuses an unknown extension, naming it in lower case and listing what is accepted', () => {
    expect(publishedTypeProblem('photo.HEIC')).toBe(`".heic" files are not published; ${ACCEPTED}`);
    expect(publishedTypeProblem('a.gif')).toBe(`".gif" files are not published; ${ACCEPTED}`);
    expect(publishedTypeProblem('icons/a.svgz')).toBe(`".svgz" files are not published; ${ACCEPTED}`);
    expect(publishedTypeProblem('data.json')).toBe(`".json" files are not published; ${ACCEPTED}`);
  });

  it('refuses a file without an extension, even in a folder whose name has a dot', () => {
    expect(publishedTypeProblem('v1.2/LICENSE')).toBe(`a file without an extension is not published; ${ACCEPTED}`);
  });

  it('refuses a hidden file and asks for it to be removed', () => {
    for (const file of ['.DS_Store', 'images/.env', '.htaccess']) {
      expect(publishedTypeProblem(file), file).toBe(`is a hidden file; ${ACCEPTED}: remove it`);
    }
  });

  it('refuses a picture inside a hidden folder, naming the folder', () => {
    expect(publishedTypeProblem('.x/a.jpg')).toBe(
      'is inside a hidden folder (.x/); public/ publishes nothing from one: move the file out or remove it',
    );
    expect(publishedTypeProblem('images/.backup/knee.png')).toBe(
      'is inside a hidden folder (.backup/); public/ publishes nothing from one: move the file out or remove it',
    );
    expect(publishedTypeProblem('images/a.b/knee.png')).toBeUndefined();
  });

  it('asks for a JPEG named .jfif or .jpe to be renamed .jpg', () => {
    expect(publishedTypeProblem('scan.jfif')).toBe('is a JPEG named .jfif: rename it .jpg');
    expect(publishedTypeProblem('scan.JPE')).toBe('is a JPEG named .jpe: rename it .jpg');
  });
});

describe('the problems of a public/ listing', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'public-types-'));
    await writeFile(path.join(dir, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1v1z"/></svg>');
    await writeFile(path.join(dir, 'bad.svg'), '<svg xmlns="http://www.w3.org/2000/svg" onload="steal()"><script>x()</script></svg>');
    await writeFile(path.join(dir, 'photo.jpg'), 'not read: only SVGs are');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const file = (relative: string, name = relative) => ({ relative, real: path.join(dir, name) });

  it('names each refused file and each unsafe SVG’s problem, sorted by file, with what to do', async () => {
    const problems = await publishedFileProblems([
      file('z/evil.html', 'photo.jpg'),
      file('images/icon.svg', 'icon.svg'),
      file('images/bad.svg', 'bad.svg'),
      file('images/photo.jpg', 'photo.jpg'),
    ]);
    expect(problems).toEqual([
      {
        file: 'public/images/bad.svg',
        message: 'has an event handler (onload="…"), which would run on the site’s own origin: export it again as a plain drawing',
      },
      {
        file: 'public/images/bad.svg',
        message: 'holds a <script> element, which would run on the site’s own origin: export it again as a plain drawing',
      },
      {
        file: 'public/z/evil.html',
        message: `is a web page, which would run on the site’s own origin, where the content editor signs in; ${ACCEPTED}`,
      },
    ]);
  });

  it('reads an SVG whatever the case of its extension, and names one it cannot read', async () => {
    const problems = await publishedFileProblems([file('BAD.SVG', 'bad.svg'), file('gone.svg', 'missing.svg')], 'uploads');
    expect(problems.map((p) => p.file)).toEqual(['uploads/BAD.SVG', 'uploads/BAD.SVG', 'uploads/gone.svg']);
    expect(problems[2]?.message).toMatch(/^cannot be read \(.*ENOENT/);
  });
});

describe('files published byte for byte are what their name says', () => {
  let dir = '';
  const files: Record<string, string | Uint8Array> = {
    'leaflet.pdf': '%PDF-1.7\n%âãÏÓ\n',
    'fake.pdf': '<!doctype html><script>steal()</script>',
    'inter.woff2': new Uint8Array([0x77, 0x4f, 0x46, 0x32, 0, 1, 0, 0]),
    'inter.woff': new Uint8Array([0x77, 0x4f, 0x46, 0x46, 0, 1, 0, 0]),
    'sw.woff2': "self.addEventListener('fetch', () => {})",
    'favicon.ico': new Uint8Array([0, 0, 1, 0, 1, 0, 16, 16]),
    'cursor.ico': new Uint8Array([0, 0, 2, 0, 1, 0, 16, 16]),
    'site.webmanifest': '\uFEFF{ "name": "Harbourview" }',
    'broken.webmanifest': '{ name: Harbourview }',
    'list.webmanifest': '["Harbourview"]',
  };
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'public-signatures-'));
    for (const [name, data] of Object.entries(files)) await writeFile(path.join(dir, name), data);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('checks PDF, fonts and icons by their first bytes and the manifest as a JSON object', async () => {
    const problems = await publishedFileProblems(
      Object.keys(files).map((name) => ({ relative: `files/${name}`, real: path.join(dir, name) })),
    );
    expect(problems).toEqual([
      { file: 'public/files/broken.webmanifest', message: expect.stringMatching(/^is a web app manifest but not JSON \(/) },
      {
        file: 'public/files/cursor.ico',
        message: 'is named .ico but its first bytes are not those of an icon (.ico); export it again, or rename it to what it is',
      },
      {
        file: 'public/files/fake.pdf',
        message: 'is named .pdf but its first bytes are not those of a PDF document; export it again, or rename it to what it is',
      },
      {
        file: 'public/files/list.webmanifest',
        message: 'is a web app manifest, which is a JSON object ({ "name": … }); this JSON is not an object',
      },
      {
        file: 'public/files/sw.woff2',
        message: 'is named .woff2 but its first bytes are not those of a WOFF2 font; export it again, or rename it to what it is',
      },
    ]);
  });
});
