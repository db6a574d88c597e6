/** Search documents kept in a file: each found again by where it starts and its length, in any script. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DocumentFile } from '../../src/generator/search/document-file.ts';

let work: string;

beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'document-file-test-'));
});

afterEach(() => rm(work, { recursive: true, force: true }));

describe('a documents file', () => {
  it('gives back each document appended, Chinese and Malay as well as English, in any order', () => {
    const file = DocumentFile.create(path.join(work, 'a.documents'));
    const texts = ['<main>Knee pain</main>', '<main>膝盖疼痛与肿胀</main>', '<main>Sakit lutut — bengkak</main>'];
    const at = texts.map((text) => file.append(text));
    expect([2, 0, 1].map((i) => file.get(at[i] as (typeof at)[number]))).toEqual([texts[2], texts[0], texts[1]]);
    expect(file.size).toBe(texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0));
    file.close();
    const again = DocumentFile.read(path.join(work, 'a.documents'));
    expect(again.get(at[1] as (typeof at)[number])).toBe(texts[1]);
    again.close();
  });

  it('refuses a place beyond its end, rather than give back part of a document', async () => {
    const name = path.join(work, 'b.documents');
    await writeFile(name, 'short');
    const file = DocumentFile.read(name);
    expect(() => file.get([2, 10])).toThrow(/no document at 2\+10/);
    file.close();
    // A file shorter than its records say (cut by something else) is found out too.
    const claimed = DocumentFile.read(name, 50);
    expect(() => claimed.get([0, 20])).toThrow(/ends before the document at 0\+20/);
    claimed.close();
  });
});
