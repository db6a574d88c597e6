/**
 * Writing the site: files go into a staging folder beside dist/, which replaces dist/ only when the build
 * commits; an aborted build leaves the previous output exactly as it was, and nothing of its own behind.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileWriter, OutputWriter } from '../../src/generator/output/output.ts';

let root: string;
let target: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'clinic-output-'));
  target = path.join(root, 'dist');
  await mkdir(target);
  await writeFile(path.join(target, 'index.html'), 'previous home');
  await writeFile(path.join(target, 'gone.html'), 'a page the new build no longer has');
});

afterEach(() => rm(root, { recursive: true, force: true }));

const list = async (dir: string) => (await readdir(dir, { recursive: true })).map((f) => f.split(path.sep).join('/')).sort();

describe('the output folder', () => {
  it('leaves the previous output untouched while a build writes', async () => {
    const out = await OutputWriter.open(target);
    await out.write('index.html', 'new home');
    expect(await readFile(path.join(target, 'index.html'), 'utf8')).toBe('previous home');
    expect(path.dirname(out.staging)).toBe(root);
    await out.abort();
  });

  it('replaces the previous output as a whole on commit: new files in, old files gone, no staging left', async () => {
    const out = await OutputWriter.open(target);
    await out.write('index.html', 'new home');
    await out.write('cn/about-us/index.html', '关于我们');
    await out.write('assets/a.bin', new Uint8Array([1, 2, 3]));
    await out.commit();
    expect(await list(target)).toEqual(['assets', 'assets/a.bin', 'cn', 'cn/about-us', 'cn/about-us/index.html', 'index.html']);
    expect(await readFile(path.join(target, 'cn/about-us/index.html'), 'utf8')).toBe('关于我们');
    expect(await readdir(root)).toEqual(['dist']);
    expect(out.written).toBe(3);
  });

  it('keeps the previous output exactly and removes its staging folder when the build is aborted', async () => {
    const out = await OutputWriter.open(target);
    await out.write('index.html', 'half-built home');
    await out.abort();
    expect(await list(target)).toEqual(['gone.html', 'index.html']);
    expect(await readFile(path.join(target, 'index.html'), 'utf8')).toBe('previous home');
    expect(await readdir(root)).toEqual(['dist']);
  });

  it('creates the output folder, and its parents, on a first build', async () => {
    const fresh = path.join(root, 'a/b/dist');
    const out = await OutputWriter.open(fresh);
    await out.write('index.html', 'first');
    await out.commit();
    expect(await list(fresh)).toEqual(['index.html']);
  });

  it('removes staging folders left by a build that was killed, and keeps those of a running build', async () => {
    // Process ids are positive integers; 2^31 - 1 is above any system's limit, so it is never a running process.
    const dead = path.join(root, `.dist-staging-2147483647-abc`);
    const running = path.join(root, `.dist-staging-${process.pid}-abc`);
    await mkdir(dead);
    await mkdir(running);
    const out = await OutputWriter.open(target);
    const names = await readdir(root);
    expect(names).not.toContain(path.basename(dead));
    expect(names).toContain(path.basename(running));
    await out.abort();
  });
});

describe('copying an input file', () => {
  it('reports an input that cannot be read as a problem naming it, instead of failing the write', async () => {
    const writer = new FileWriter(path.join(root, 'out'));
    const problems = await writer.copy(path.join(root, 'public/missing.pdf'), 'files/missing.pdf', 'public/missing.pdf');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'public/missing.pdf' });
    expect(problems[0]?.message).toMatch(/^cannot be read \(ENOENT/);
    expect(writer.written).toBe(0);
  });

  it('copies a readable input to its site path', async () => {
    const writer = new FileWriter(path.join(root, 'out'));
    const problems = await writer.copy(path.join(target, 'index.html'), 'deep/er/copy.html', 'public/index.html');
    expect(await readFile(path.join(root, 'out/deep/er/copy.html'), 'utf8')).toBe('previous home');
    expect(problems).toEqual([]);
  });

  it('links a file of the previous output without changing it', async () => {
    const writer = new FileWriter(path.join(root, 'out'));
    await writer.link(path.join(target, 'index.html'), 'index.html');
    expect(await readFile(path.join(root, 'out/index.html'), 'utf8')).toBe('previous home');
    expect(writer.written).toBe(1);
  });
});
