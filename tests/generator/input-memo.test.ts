/**
 * What the build makes from code alone (stylesheet, browser bundle) is made once per process while the files it
 * was made from stay as they are, and again as soon as one of them is saved, replaced or removed.
 */
import { mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { madeFromFiles } from '../../src/generator/input-memo.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'input-memo-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes a file dated a minute ago: saved well before anything is made from it. */
function settled(name: string, text: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  const past = new Date(Date.now() - 60_000);
  utimesSync(file, past, past);
  return file;
}

function maker(files: string[]) {
  let made = 0;
  const make = async () => ({ value: ++made, inputs: files });
  return { make, count: () => made };
}

describe('a value made from files', () => {
  it('is made once while its files are unchanged', async () => {
    const files = [settled('a.css', 'a{}'), settled('b.css', 'b{}')];
    const { make, count } = maker(files);
    expect(await madeFromFiles('unchanged', make)).toBe(1);
    expect(await madeFromFiles('unchanged', make)).toBe(1);
    expect(count()).toBe(1);
  });

  it('is made again when one of its files is saved with other content, or removed', async () => {
    const files = [settled('c.css', 'c{}'), settled('d.css', 'd{}')];
    const { make } = maker(files);
    expect(await madeFromFiles('changed', make)).toBe(1);
    settled('d.css', 'd{color:red}');
    expect(await madeFromFiles('changed', make)).toBe(2);
    expect(await madeFromFiles('changed', make)).toBe(2);
    unlinkSync(files[0] as string);
    expect(await madeFromFiles('changed', make)).toBe(3);
  });

  it('is not kept when a file was saved just before or while it was made', async () => {
    const file = path.join(dir, 'e.css');
    writeFileSync(file, 'e{}');
    const { make } = maker([file]);
    expect(await madeFromFiles('recent', make)).toBe(1);
    expect(await madeFromFiles('recent', make)).toBe(2);
  });

  it('is made again after a failure', async () => {
    let calls = 0;
    const failing = async () => {
      calls++;
      if (calls === 1) throw new Error('esbuild failed');
      return { value: 'ok', inputs: [] };
    };
    await expect(madeFromFiles('failing', failing)).rejects.toThrow('esbuild failed');
    expect(await madeFromFiles('failing', failing)).toBe('ok');
  });
});
