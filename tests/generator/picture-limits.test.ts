/**
 * Every picture of public/, not only the uploads, is held to the uploads' limit of 8,000 pixels a side, read from
 * its header before anything decodes it: a tiny file can declare a picture that takes gigabytes to decode.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripPictureMetadata } from '../../src/generator/public-files/strip-metadata.ts';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'picture-limits-'));
  const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888888' } })
    .avif()
    .toBuffer();
  // The same file with its declared size (the `ispe` property) made 12000 × 12000: a few hundred bytes.
  const huge = Buffer.from(small);
  const ispe = huge.indexOf('ispe');
  huge.writeUInt32BE(12000, ispe + 8);
  huge.writeUInt32BE(12000, ispe + 12);
  await writeFile(path.join(dir, 'huge.avif'), huge);
  await writeFile(path.join(dir, 'small.avif'), small);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('pictures outside the uploads', () => {
  it('refuse one whose header says more than 8,000 pixels a side, naming its size, and publish the rest', async () => {
    const { files, problems } = await stripPictureMetadata(
      [
        { relative: 'images/social/huge.avif', real: path.join(dir, 'huge.avif') },
        { relative: 'images/social/small.avif', real: path.join(dir, 'small.avif') },
      ],
      { root: dir, keep: () => false },
    );
    expect(problems).toEqual([
      {
        file: 'public/images/social/huge.avif',
        message:
          'is 12000 × 12000 pixels; a picture may be at most 8,000 pixels on a side: resize it (2,000 px on the long side is plenty for the site)',
      },
    ]);
    expect(files.map((f) => f.relative)).toEqual(['images/social/small.avif']);
  });
});
