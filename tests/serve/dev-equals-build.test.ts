/**
 * The dev server after an edit serves what a cold build of the same tree writes, byte for byte: one kind of input
 * edited at a time under a running dev server, then every file of a cold preview build compared with the served
 * folder and with what the server answers for it (the live-reload script aside). The build's release files carry
 * the time they were written, which is all that may differ.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/generator/build.ts';
import { codeVersion } from '../../src/generator/assets/code-version.ts';
import { CLIENT_PATH, type DevSession } from '../../scripts/lib/dev/dev-session.ts';
import { devSessionOn } from '../helpers/dev-session.ts';
import { fixtureProject, type TempProject } from '../helpers/fixture.ts';
import { ROOT } from '../helpers/project.ts';
import { request } from '../helpers/http.ts';
import { formatTime } from '../../src/site/hours.ts';
import { anotherNumber, anotherTime } from '../helpers/other-facts.ts';

const DEV_SCRIPT = `<script type="module" src="${CLIENT_PATH}"></script>`;
/** Read by hosts as configuration, or hidden: the server never answers them, so only the folder is compared. */
const NOT_SERVED = /(^|\/)(_headers|_redirects|\.[^/]*)$/;

let project: TempProject;
let session: DevSession;
let version: string;
let builds = 0;
let cold = 0;

beforeAll(async () => {
  project = await fixtureProject();
  version = await codeVersion(ROOT);
  session = await devSessionOn(project, {
    // Long enough for the watcher's own events of a save to join the batch the test starts.
    coalesceMs: 300,
    logError: (line) => console.error(line),
  });
  session.events.on('build', () => builds++);
}, 120_000);

afterAll(async () => {
  await session?.close();
  await project?.dispose();
});

async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** A file as the comparison sees it: the release files' time of writing taken out. */
function comparable(file: string, bytes: Buffer): Buffer {
  return file.startsWith('_build/') ? Buffer.from(withoutTime(bytes.toString('utf8'))) : bytes;
}

function withoutTime(text: string): string {
  return text.replace(/"timestamp":\d+/g, '"timestamp":0');
}

/** Applies an edit under the running server, and waits for the build it starts. */
async function edited(files: readonly string[], change: () => Promise<void>) {
  await change();
  session.changed(files.map((f) => project.file(f)));
  await session.idle();
}

async function expectDevEqualsBuild() {
  const out = project.file(`cold-${++cold}`);
  await build({ root: project.root, outDir: out, preview: true, codeVersion: version });
  try {
    // A watcher event that came late starts one more build of the same tree: compared again once it is done.
    for (let attempt = 0; ; attempt++) {
      const before = builds;
      await session.idle();
      try {
        await compare(out);
        return;
      } catch (error) {
        if (builds === before || attempt > 2) throw error;
      }
    }
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

async function compare(out: string) {
  const served = project.file('.dev-out');
  const files = await filesOf(out);
  expect(await filesOf(served)).toEqual(files);
  for (const file of files) {
    const built = comparable(file, await readFile(path.join(out, file)));
    // Compared as bytes, and shown as text only when they differ (a diff of two big buffers takes minutes).
    const inServed = comparable(file, await readFile(path.join(served, file)));
    if (!inServed.equals(built)) expect(inServed.toString('utf8'), file).toBe(built.toString('utf8'));
    if (NOT_SERVED.test(file)) continue;
    const answer = await request(session.origin, `/${encodeURI(file)}`);
    expect(answer.status, file).toBe(200);
    expect(answer.headers['x-content-type-options'], file).toBe('nosniff');
    expect(answer.headers['content-security-policy'], file).toBeTruthy();
    const body = file.endsWith('.html')
      ? answer.body.replace(DEV_SCRIPT, '')
      : file.startsWith('_build/')
        ? withoutTime(answer.body)
        : answer.body;
    if (body !== built.toString('utf8')) expect.fail(`${file}: the dev server answers other bytes than the build wrote`);
  }
}

describe('the dev server after an edit serves what a cold build writes', () => {
  it('at the start', async () => {
    await session.idle();
    await expectDevEqualsBuild();
  }, 60_000);

  it('after a page edit', async () => {
    await edited(['content/en/blog/knee-pain.md'], () =>
      project.edit('content/en/blog/knee-pain.md', (text) => text.replace(/^title: .*$/m, 'title: Knee Pain, Edited Under the Dev Server')),
    );
    await expectDevEqualsBuild();
  }, 60_000);

  it('after a page is added', async () => {
    const text = await project.read('content/en/blog/knee-pain.md');
    await edited(['content/en/blog/knee-pain-again.md'], () =>
      project.write(
        'content/en/blog/knee-pain-again.md',
        text
          .replace(/^title: .*$/m, 'title: Knee Pain Once More, a Second Article')
          .replace(/^description: .*$/m, 'description: A second article on knee pain, added while the dev server ran, to see it listed.'),
      ),
    );
    await expectDevEqualsBuild();
  }, 60_000);

  it('after a translation edit', async () => {
    await edited(['locales/cn.json'], () =>
      project.edit('locales/cn.json', (text) => JSON.stringify({ ...JSON.parse(text), 'site.skipToContent': '跳到正文' }, null, 2)),
    );
    await expectDevEqualsBuild();
  }, 60_000);

  it('after a warning-sign catalogue edit', async () => {
    await edited(['content/warning-signs.yml'], () =>
      project.edit('content/warning-signs.yml', (text) =>
        text.replace('you have chest pain or sudden breathlessness', 'you have chest pain or you are suddenly breathless'),
      ),
    );
    await expectDevEqualsBuild();
  }, 60_000);

  it('after the clinic facts are edited: a phone number and an opening time', async () => {
    const before = await project.read('content/clinic.yml');
    const number = /^ {4}number: (\+65 6\d{3} \d{4})$/m.exec(before)?.[1];
    const closes = /^ {4}closes: (\d\d:\d\d)$/m.exec(before)?.[1];
    if (!number || !closes) throw new Error('the fixture project has no telephone number or closing time to change');
    // Another number and closing time, worked out from the file's own, never typed as facts.
    const other = anotherNumber(number);
    const later = anotherTime(closes);
    await edited(['content/clinic.yml'], () =>
      project.edit('content/clinic.yml', (text) =>
        text.replace(`    number: ${number}`, `    number: ${other}`).replace(`    closes: ${closes}`, `    closes: ${later}`),
      ),
    );
    await expectDevEqualsBuild();
    // Both really show the new facts: the served home page has the new number and closing time.
    const home = (await request(session.origin, '/')).body;
    expect(home).toContain(`tel:${other.replace(/\s/g, '')}`);
    expect(home).not.toContain(`tel:${number.replace(/\s/g, '')}`);
    expect(home).toContain(formatTime(later, 'en'));
    expect(home).not.toContain(formatTime(closes, 'en'));
  }, 60_000);

  it('after a picture is changed and another added', async () => {
    await edited(['public/images/knee.svg', 'public/images/knee-copy.png'], async () => {
      await project.edit('public/images/knee.svg', (text) => text.replace('<svg ', '<svg data-edited="yes" '));
      await cp(project.file('public/images/social/knee.png'), project.file('public/images/knee-copy.png'));
    });
    await expectDevEqualsBuild();
  }, 60_000);

  it('after a public file is added, then changed', async () => {
    await edited(['public/files/leaflet.pdf'], async () => {
      await mkdir(project.file('public/files'), { recursive: true });
      await writeFile(project.file('public/files/leaflet.pdf'), '%PDF-1.4\n% a leaflet\n%%EOF\n');
    });
    await expectDevEqualsBuild();
    await edited(['public/files/leaflet.pdf'], () =>
      writeFile(project.file('public/files/leaflet.pdf'), '%PDF-1.4\n% a newer leaflet\n%%EOF\n'),
    );
    await expectDevEqualsBuild();
  }, 60_000);

  it('after the hand-written host files are written', async () => {
    await edited(['public/_headers', 'public/_redirects'], async () => {
      await writeFile(project.file('public/_headers'), '/files/*\n  X-Robots-Tag: noindex\n');
      await writeFile(project.file('public/_redirects'), '/knee-pain /blog/knee-pain/ 301\n');
    });
    await expectDevEqualsBuild();
    expect((await request(session.origin, '/files/leaflet.pdf')).headers['x-robots-tag']).toBe('noindex');
    expect((await request(session.origin, '/knee-pain')).headers.location).toBe('/blog/knee-pain/');
  }, 60_000);
});
