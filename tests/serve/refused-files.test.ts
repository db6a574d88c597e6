/**
 * Files the build refuses in public/ (a page, a script, an SVG with a script, a link to the project's .env) are
 * served by none of the servers: not by the build's output, not by `npm run dev` (and so not by `npm run cms`, which
 * serves through it), not by `npm run preview`. Whatever is answered carries the hosts' headers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, BuildError } from '../../src/generator/build.ts';
import type { DevSession } from '../../scripts/lib/dev/dev-session.ts';
import { devSessionOn } from '../helpers/dev-session.ts';
import { createPreviewHandler } from '../../scripts/lib/serve/preview-handler.ts';
import { listenLocal, type LocalServer } from '../../scripts/lib/serve/listen.ts';
import { fixtureProject, type TempProject } from '../helpers/fixture.ts';
import { request, type RawResponse } from '../helpers/http.ts';

const SECRET = 'SECRET_TOKEN=only-for-this-machine';
const ENV = { SITE_URL: 'https://clinic.test', FORM_SERVICE_URL: 'https://forms.test', GTM_ID: '' };

/** The reproductions: each file's place in public/, its contents, and its address. */
const REFUSED = [
  ['images/uploads/evil.html', '<!DOCTYPE html><script>fetch("/api")</script>'],
  ['images/uploads/evil.js', 'fetch("/api")'],
  ['images/uploads/evil.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/api")</script></svg>'],
] as const;
const LINK = 'images/uploads/leak.txt';

async function plant(project: TempProject) {
  for (const [file, text] of REFUSED) await writeFile(project.file(`public/${file}`), text);
  await symlink('../../../.env', project.file(`public/${LINK}`));
}

async function unplant(project: TempProject) {
  for (const file of [...REFUSED.map(([f]) => f), LINK]) await rm(project.file(`public/${file}`), { force: true });
}

function expectRefusedAnswer(answer: RawResponse, address: string) {
  expect(answer.status, address).toBe(404);
  expect(answer.body, address).not.toContain('fetch("/api")');
  expect(answer.body, address).not.toContain(SECRET);
  expect(answer.headers['x-content-type-options'], address).toBe('nosniff');
  expect(String(answer.headers['content-security-policy']), address).toContain("script-src 'self'");
}

let project: TempProject;

beforeAll(async () => {
  project = await fixtureProject();
  await writeFile(project.file('.env'), `${SECRET}\n`);
  await mkdir(project.file('public/images/uploads'), { recursive: true });
}, 60_000);

afterAll(async () => {
  await project?.dispose();
});

describe('files public/ may not publish', () => {
  it('fail the build, each named, and none reaches the output', async () => {
    await plant(project);
    try {
      const failed = await build({ root: project.root, outDir: project.out, env: ENV }).catch((error: unknown) => error);
      expect(failed).toBeInstanceOf(BuildError);
      for (const file of [...REFUSED.map(([f]) => f), LINK]) expect((failed as BuildError).message).toContain(`public/${file}`);
    } finally {
      await unplant(project);
    }
  }, 60_000);

  describe('under npm run dev (and npm run cms, which serves through it)', () => {
    let session: DevSession;
    beforeAll(async () => {
      session = await devSessionOn(project);
    }, 60_000);
    afterAll(async () => {
      await session?.close();
      await unplant(project);
    });

    it('are not served, before or after a rebuild, and the answer carries the hosts’ headers', async () => {
      await plant(project);
      session.changed([...REFUSED.map(([f]) => project.file(`public/${f}`)), project.file(`public/${LINK}`)]);
      await session.idle();
      for (const address of [...REFUSED.map(([f]) => `/${f}`), `/${LINK}`])
        expectRefusedAnswer(await request(session.origin, address), address);
      // What was published before the refused files came is still served, with its headers.
      const home = await request(session.origin, '/');
      expect(home.status).toBe(200);
      expect(home.headers['x-content-type-options']).toBe('nosniff');
    });
  });

  describe('under npm run preview', () => {
    let server: LocalServer;
    const out = () => project.file('preview-dist');
    beforeAll(async () => {
      await build({ root: project.root, outDir: out(), env: ENV });
      server = await listenLocal(createPreviewHandler(out()));
    }, 60_000);
    afterAll(async () => {
      await server?.close();
    });

    it('never follows a link in the served folder, to a file or to a folder', async () => {
      await mkdir(path.join(out(), 'images/uploads'), { recursive: true });
      await symlink(project.file('.env'), path.join(out(), LINK));
      await symlink(project.root, path.join(out(), 'project'));
      for (const address of [`/${LINK}`, '/project/.env', '/project/public/favicon.svg', '/project/content/']) {
        expectRefusedAnswer(await request(server.origin, address), address);
      }
      expect((await request(server.origin, '/')).status).toBe(200);
    });
  });
});
