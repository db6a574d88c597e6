/**
 * The editor's listings through the gate, with Decap's real proxy behind it: decap-server follows links inside a
 * listed folder and returns their targets' text, so a link `content/en/blog/link.md -> ../../../package.json` or
 * an upload `x.png -> ../../../.env` would hand those files to any page that can list. The gate leaves out every
 * entry that is a link, sits behind one, or is a kind of file the editor may not read.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editablePathsOf, listingFilter } from '../../scripts/lib/cms/cms-paths.ts';
import { startHostGate } from '../../scripts/lib/cms/host-gate.ts';
import type { LocalServer } from '../../scripts/lib/serve/listen.ts';
import { request } from '../helpers/http.ts';

const EDITOR = 'http://127.0.0.1:4321';
const EDITABLE = editablePathsOf({
  media_folder: 'public/images/uploads',
  collections: [{ folder: 'content/en/blog', extension: 'md' }],
});

let root = '';
let proxy: ChildProcess;
let gate: LocalServer;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'cms-listings-'));
  await mkdir(path.join(root, 'content/en/blog'), { recursive: true });
  await mkdir(path.join(root, 'public/images/uploads'), { recursive: true });
  await mkdir(path.join(root, 'private'));
  await writeFile(path.join(root, 'package.json'), '{"name":"secret-package"}');
  await writeFile(path.join(root, '.env'), 'TOKEN=secret-env');
  await writeFile(path.join(root, 'private/notes.md'), 'secret-notes');
  await writeFile(path.join(root, 'content/en/blog/knee-pain.md'), '---\ntitle: Knee pain\n---\nText.\n');
  await symlink('../../../package.json', path.join(root, 'content/en/blog/link.md'));
  await writeFile(path.join(root, 'public/images/uploads/knee.png'), 'png bytes');
  await writeFile(path.join(root, 'public/images/uploads/page.html'), '<script>steal()</script>');
  await symlink('../../../.env', path.join(root, 'public/images/uploads/x.png'));
  await symlink('../../../private/notes.md', path.join(root, 'public/images/uploads/y.png'));

  const socketPath = path.join(root, 'decap.sock');
  proxy = spawn(process.execPath, [path.resolve('scripts/lib/cms/decap-proxy.mjs')], {
    cwd: root,
    env: { ...process.env, DECAP_SOCKET: socketPath, MODE: 'fs', GIT_REPO_DIRECTORY: root, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    proxy.stdout?.on('data', (data: Buffer) => data.toString().includes('ready') && resolve());
    proxy.once('exit', (code) => reject(new Error(`decap-server stopped (${code})`)));
  });
  gate = await startHostGate({
    port: 0,
    upstream: { socketPath },
    allowedOrigins: [EDITOR],
    answerFilter: (body) => listingFilter(body, root, async () => EDITABLE),
  });
}, 30_000);

afterAll(async () => {
  await gate?.close();
  if (proxy && proxy.exitCode === null) {
    const gone = new Promise((resolve) => proxy.once('exit', resolve));
    proxy.kill();
    await gone;
  }
  await rm(root, { recursive: true, force: true });
});

async function ask(body: object): Promise<{ status: number; text: string }> {
  const answer = await request(gate.origin, '/api/v1', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: EDITOR },
    body: JSON.stringify(body),
  });
  return { status: answer.status, text: answer.body };
}

describe('listings through the gate', () => {
  it('list the articles of a folder without the one that links to package.json', async () => {
    const answer = await ask({
      action: 'entriesByFolder',
      params: { branch: 'main', folder: 'content/en/blog', extension: 'md', depth: 1 },
    });
    expect(answer.status).toBe(200);
    expect((JSON.parse(answer.text) as Array<{ file: { path: string } }>).map((e) => e.file.path)).toEqual([
      'content/en/blog/knee-pain.md',
    ]);
    expect(answer.text).not.toContain('secret-package');
  });

  it('list the uploads without links (to .env or elsewhere) or files the editor may not read', async () => {
    const answer = await ask({ action: 'getMedia', params: { branch: 'main', mediaFolder: 'public/images/uploads' } });
    expect(answer.status).toBe(200);
    expect((JSON.parse(answer.text) as Array<{ path: string }>).map((e) => e.path)).toEqual(['public/images/uploads/knee.png']);
    expect(answer.text).not.toContain(Buffer.from('TOKEN=secret-env').toString('base64'));
  });

  it('pass an answer that is not a listing as the proxy gave it', async () => {
    const answer = await ask({ action: 'getEntry', params: { branch: 'main', path: 'content/en/blog/knee-pain.md' } });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({
      file: { path: 'content/en/blog/knee-pain.md' },
      data: expect.stringContaining('Knee pain'),
    });
  });
});
