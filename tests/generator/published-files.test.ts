import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../src/generator/build.ts';
import type { TempProject } from '../helpers/fixture.ts';
import { expectRefused, withPreviousOutput } from '../helpers/previous-output.ts';

let project: TempProject;

const fixture = withPreviousOutput();
beforeEach(() => {
  project = fixture.project();
});

/** The fixture leaves the real uploads out; a case that puts a file there makes the folder. */
const uploadsFolder = () => mkdir(project.file('public/images/uploads'), { recursive: true });

const SVG = (inner: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10"${attributes}>${inner}</svg>`;

/** A photo as a phone saves it: EXIF with the GPS position and the owner, and XMP. */
async function phonePhoto(format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a6' } })
    .withExif({ IFD0: { Artist: 'Patient Name', Copyright: 'secret' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '1/1 17/1 0/1' } })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
    .toFormat(format)
    .toBuffer();
}

describe('public/ publishes only what a clinic site serves', () => {
  it('refuses a web page and a script, which would run on the site’s own origin', async () => {
    await uploadsFolder();
    await project.write('public/images/uploads/evil.html', '<script src="evil.js"></script>');
    await project.write('public/images/uploads/evil.js', 'alert(document.cookie)');
    await project.write('public/tools.mjs', 'export {}');
    await expectRefused(project, [
      /^public\/images\/uploads\/evil\.html: is a web page, which would run on the site’s own origin/,
      /^public\/images\/uploads\/evil\.js: is a script, which would run on the site’s own origin/,
      /^public\/tools\.mjs: is a script/,
    ]);
  });

  it('refuses a kind of file it does not know, naming what it publishes', async () => {
    await project.write('public/notes.txt', 'x');
    await project.write('public/.env', 'SECRET=1');
    await project.write('public/images/photo.jfif', 'x');
    await expectRefused(project, [
      'public/.env: is a hidden file; public/ publishes only pictures (JPEG, PNG, WebP, AVIF, SVG), icons (.ico), the manifest (.webmanifest), PDF, fonts (WOFF, WOFF2), robots.txt: remove it',
      'public/images/photo.jfif: is a JPEG named .jfif: rename it .jpg',
      'public/notes.txt: ".txt" files are not published; public/ publishes only pictures (JPEG, PNG, WebP, AVIF, SVG), icons (.ico), the manifest (.webmanifest), PDF, fonts (WOFF, WOFF2), robots.txt',
    ]);
  });

  it('refuses an SVG with a script, an event handler, a foreignObject or an outside reference, as an XML parser reads it', async () => {
    await project.write('public/images/a-script.svg', SVG('<script>alert(1)</script>'));
    await project.write('public/images/b-prefixed.svg', SVG('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>'));
    await project.write('public/images/c-handler.svg', SVG('<rect width="1" height="1"/>', ' onload="alert(1)"'));
    await project.write(
      'public/images/d-foreign.svg',
      SVG('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
    );
    await project.write('public/images/e-outside.svg', SVG('<use href="https://evil.example/a.svg#x"/>'));
    await project.write('public/images/f-entity.svg', `<!DOCTYPE svg [<!ENTITY x "<script>alert(1)</script>">]>${SVG('&x;')}`);
    await expectRefused(project, [
      'public/images/a-script.svg: holds a <script> element, which would run on the site’s own origin: export it again as a plain drawing',
      'public/images/b-prefixed.svg: holds a <script> element, which would run on the site’s own origin: export it again as a plain drawing',
      'public/images/c-handler.svg: has an event handler (onload="…"), which would run on the site’s own origin: export it again as a plain drawing',
      /^public\/images\/d-foreign\.svg: holds a <foreignObject> element, which can carry HTML and scripts/,
      /^public\/images\/d-foreign\.svg: holds a <div> element/,
      'public/images/e-outside.svg: refers to "https://evil.example/a.svg#x" (href); an SVG here may only refer inside itself (#id): export it again as a plain drawing',
      /^public\/images\/f-entity\.svg: declares entities in its DOCTYPE/,
    ]);
  });

  it('refuses a link even to a file inside the project, saying why', async () => {
    await uploadsFolder();
    await project.write('.env', 'FORM_SECRET=1');
    await symlink('../../../.env', project.file('public/images/uploads/notes.txt'));
    await mkdir(project.file('.git'), { recursive: true });
    await project.write('.git/config', '[remote "origin"]');
    await symlink('../.git/config', project.file('public/gitconfig.txt'));
    const why =
      'is a link; links in content/ and public/ are refused, because a link can publish a file from elsewhere (such as .env or .git/config): put the file itself here';
    await expectRefused(project, [`public/gitconfig.txt: ${why}`, `public/images/uploads/notes.txt: ${why}`]);
  });

  it('publishes every photo outside the upload folder without its metadata, turned upright', async () => {
    const photo = await phonePhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    await mkdir(project.file('public/images/Uploads'), { recursive: true });
    await writeFile(project.file('public/images/clinic-front.jpg'), photo);
    await writeFile(project.file('public/images/Uploads/waiting-room.jpg'), photo);
    await writeFile(project.file('public/images/map.png'), await phonePhoto('png'));
    await writeFile(project.file('public/images/door.webp'), await phonePhoto('webp'));
    await build({ root: project.root, outDir: project.out, env: { GTM_ID: '' } });
    for (const file of ['images/clinic-front.jpg', 'images/Uploads/waiting-room.jpg', 'images/map.png', 'images/door.webp']) {
      const published = await readFile(path.join(project.out, file));
      const meta = await sharp(published).metadata();
      expect([meta.exif, meta.xmp, meta.width, meta.height], file).toEqual([undefined, undefined, 64, 48]);
      expect(published.includes('Patient Name'), file).toBe(false);
    }
  });
});

describe('nothing of a draft is published', () => {
  it('leaves out its photo, the photo’s versions and its name in the editor’s data', async () => {
    await uploadsFolder();
    await writeFile(project.file('public/images/uploads/secret-plan.jpg'), await phonePhoto());
    const article = (await project.read('content/en/blog/ankle-sprain.md'))
      .replace(/^title: .*$/m, 'title: Our secret plan\ndraft: true')
      .replace(/^description: .*$/m, 'description: Not announced yet.')
      .replace('src: /images/knee.svg', 'src: /images/uploads/secret-plan.jpg');
    await project.write('content/en/blog/secret-plan.md', article);
    await build({ root: project.root, outDir: project.out, env: { GTM_ID: '' } });
    expect(existsSync(path.join(project.out, 'blog/secret-plan/index.html'))).toBe(false);
    expect(existsSync(path.join(project.out, 'images/uploads/secret-plan.jpg'))).toBe(false);
    expect((await readdir(path.join(project.out, 'assets/images')).catch(() => [])).filter((f) => f.startsWith('secret-plan'))).toEqual([]);
    const admin = await readFile(path.join(project.out, 'admin/site.json'), 'utf8');
    expect(admin).not.toContain('secret-plan');

    // Published, the same photo is there again.
    await project.edit('content/en/blog/secret-plan.md', (t) => t.replace('draft: true\n', ''));
    await build({ root: project.root, outDir: project.out, env: { GTM_ID: '' } });
    expect(existsSync(path.join(project.out, 'images/uploads/secret-plan.jpg'))).toBe(true);
    expect(await readFile(path.join(project.out, 'admin/site.json'), 'utf8')).toContain('secret-plan');
  });
});
