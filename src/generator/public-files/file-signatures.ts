/**
 * Files of public/ published byte for byte (PDF, fonts, icons, the manifest) must be what their name says, judged
 * by their first bytes as a browser sniffs them: a "PDF" that is HTML, or a "font" that is JavaScript, is one
 * header away from running as a page or a script on the site's origin. Pictures are not listed: every JPEG, PNG,
 * WebP and AVIF is decoded and written again on its way out (strip-metadata.ts, uploads.ts), and an SVG is parsed
 * (svg-check.ts).
 */
import { open, readFile } from 'node:fs/promises';
import path from 'node:path';
import { firstLine } from '../../shared/problems.ts';

interface Signature {
  /** What the file is, for the message. */
  readonly kind: string;
  /** The bytes it starts with. */
  readonly starts: readonly (readonly number[])[];
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const SIGNATURES: Readonly<Record<string, Signature>> = {
  '.pdf': { kind: 'a PDF document', starts: [ascii('%PDF-')] },
  '.woff': { kind: 'a WOFF font', starts: [ascii('wOFF')] },
  '.woff2': { kind: 'a WOFF2 font', starts: [ascii('wOF2')] },
  // An icon directory (type 1); a cursor (type 2) is not an icon.
  '.ico': { kind: 'an icon (.ico)', starts: [[0, 0, 1, 0]] },
};

const LONGEST = Math.max(...Object.values(SIGNATURES).flatMap((s) => s.starts.map((bytes) => bytes.length)));

/** Why a file of public/ is not what its name says, or undefined (also for kinds checked elsewhere). */
export async function signatureProblem(relative: string, real: string): Promise<string | undefined> {
  const ext = path.posix.extname(relative).toLowerCase();
  try {
    if (ext === '.webmanifest') return manifestProblem(await readFile(real, 'utf8'));
    const signature = SIGNATURES[ext];
    if (!signature) return undefined;
    const head = await firstBytes(real, LONGEST);
    if (signature.starts.some((bytes) => bytes.every((byte, i) => head[i] === byte))) return undefined;
    return `is named ${ext} but its first bytes are not those of ${signature.kind}; export it again, or rename it to what it is`;
  } catch (error) {
    return `cannot be read (${firstLine(error)})`;
  }
}

function manifestProblem(text: string): string | undefined {
  try {
    const data: unknown = JSON.parse(text.replace(/^\uFEFF/, ''));
    if (typeof data === 'object' && data !== null && !Array.isArray(data)) return undefined;
    return 'is a web app manifest, which is a JSON object ({ "name": … }); this JSON is not an object';
  } catch (error) {
    return `is a web app manifest but not JSON (${firstLine(error)}); write it as a JSON object`;
  }
}

async function firstBytes(file: string, count: number): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const buffer = new Uint8Array(count);
    const { bytesRead } = await handle.read(buffer, 0, count, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
