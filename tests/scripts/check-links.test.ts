import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkLinks } from '../../scripts/check-links.ts';

/** A built site of two pages, as the build lays it out, with the links under test on the home page. */
let dir: string;

async function site(homeLinks: string): Promise<void> {
  const page = (body: string) =>
    `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><main id="main">${body}</main></body></html>`;
  await mkdir(path.join(dir, 'services'), { recursive: true });
  await mkdir(path.join(dir, '_build/meta'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), page(`<h2 id="intro">Intro</h2>${homeLinks}`));
  await writeFile(path.join(dir, 'services/index.html'), page('<h2 id="foot-and-ankle">Foot and ankle</h2><a href="/">Home</a>'));
  for (const code of ['cn', 'bh']) {
    await mkdir(path.join(dir, code), { recursive: true });
    for (const status of [404, 500]) await writeFile(path.join(dir, code, `${status}.html`), page('<a href="/">Home</a>'));
  }
  for (const status of [404, 500]) await writeFile(path.join(dir, `${status}.html`), page('<a href="/">Home</a>'));
  await writeFile(path.join(dir, '_build/latest.json'), JSON.stringify({ id: 'b1', timestamp: 1 }));
  await writeFile(path.join(dir, '_build/meta/b1.json'), JSON.stringify({ id: 'b1', timestamp: 1, paths: ['/', '/services/'] }));
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'clinic-links-'));
});

afterEach(() => rm(dir, { recursive: true, force: true }));

describe('npm run check-links', () => {
  it('passes links to pages and anchors that exist', async () => {
    await site('<a href="/services/#foot-and-ankle">Feet</a> <a href="#intro">Intro</a>');
    expect((await checkLinks(dir)).broken).toEqual([]);
  });

  it('fails on an anchor that is not an id of the target page, on another page or on its own', async () => {
    await site('<a href="/services/#foot-and-ankel">Feet</a> <a href="#intr">Intro</a>');
    const broken = (await checkLinks(dir)).broken.map((b) => b.url);
    expect([...new Set(broken)].sort()).toEqual(['/#intr', '/services/#foot-and-ankel']);
  });

  it('passes a percent-encoded anchor, an <a name> and the top of a page', async () => {
    await site(
      '<a name="old-anchor"></a><p id="中文">x</p><a href="#%E4%B8%AD%E6%96%87">A</a> <a href="/#old-anchor">B</a> <a href="/services/#top">C</a>',
    );
    expect((await checkLinks(dir)).broken).toEqual([]);
  });

  it('fails on a page that does not exist', async () => {
    await site('<a href="/servics/">Typo</a>');
    expect((await checkLinks(dir)).broken.map((b) => [b.url, b.status])).toEqual([['/servics/', 404]]);
  });
});
