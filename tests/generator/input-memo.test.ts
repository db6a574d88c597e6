/**
 * What the build makes from code alone (stylesheet, browser bundle) is made once while the files it was made from
 * stay as they are, in this process and the next ones (kept on disk), and again as soon as one of them is saved,
 * replaced or removed.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { InputMemo } from '../../src/generator/assets/input-memo.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'input-memo-'));
/** One process's memory, with nothing on disk. */
const memo = new InputMemo();
const madeFromFiles = <T>(key: string, make: () => Promise<{ value: T; inputs: readonly string[] }>) => memo.made(key, make);
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

describe('a value kept for later processes', () => {
  it('is found by the next process while its files are unchanged, and made again once one changed', async () => {
    const disk = path.join(dir, 'kept');
    const files = [settled('f.css', 'f{}'), settled('g.css', 'g{}')];
    const { make, count } = maker(files);
    expect(await new InputMemo(disk).made('bundle', make)).toBe(1);
    expect(await new InputMemo(disk).made('bundle', make)).toBe(1);
    expect(count()).toBe(1);
    settled('g.css', 'g{color:red}');
    expect(await new InputMemo(disk).made('bundle', make)).toBe(2);
    expect(await new InputMemo(disk).made('other key', make)).toBe(3);
  });

  it('is not kept on disk when a file was saved while it was made, and a damaged one is made again', async () => {
    const disk = path.join(dir, 'kept-not');
    const file = path.join(dir, 'h.css');
    writeFileSync(file, 'h{}');
    const { make, count } = maker([file]);
    await new InputMemo(disk).made('recent', make);
    expect(existsSync(disk)).toBe(false);
    const settledFile = settled('i.css', 'i{}');
    const second = maker([settledFile]);
    await new InputMemo(disk).made('settled', second.make);
    for (const name of readdirSync(disk)) writeFileSync(path.join(disk, name), 'not a kept value');
    expect(await new InputMemo(disk).made('settled', second.make)).toBe(2);
    expect(count()).toBe(1);
  });
});
