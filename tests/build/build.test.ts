import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Window } from 'happy-dom';
import { build, type BuildResult } from '../../src/build/build.ts';
import { ROOT } from '../helpers/project.ts';

const SITE = 'https://clinic.test';
let out: string;
let result: BuildResult;

beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'clinic-build-'));
  result = await build({ root: ROOT, outDir: path.join(out, 'dist'), env: { SITE_URL: SITE, GTM_ID: '' } });
});

afterAll(() => rm(out, { recursive: true, force: true }));

const read = (file: string) => readFile(path.join(out, 'dist', file), 'utf8');

async function dom(file: string): Promise<Document> {
  const window = new Window({ url: `${SITE}/` });
  window.document.write(await read(file));
  return window.document as unknown as Document;
}

function headLinks(doc: Document) {
  return {
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    alternates: [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`),
  };
}

describe('the built site', () => {
  it('writes the 63 pages with a payload each, the error pages and the build files', async () => {
    expect(result.pages).toBe(63);
    const files = (await readdir(path.join(out, 'dist'), { recursive: true })).map((f) => f.split(path.sep).join('/'));
    expect(files.filter((f) => f.endsWith('index.html'))).toHaveLength(63);
    expect(files.filter((f) => f.endsWith('_payload.json'))).toHaveLength(63);
    for (const file of ['404.html', '500.html', 'cn/404.html', 'bh/500.html', 'sitemap.xml', 'robots.txt', '_build/latest.json', '_locales/bh.json', 'favicon.svg']) {
      expect(files).toContain(file);
    }
    const latest = JSON.parse(await read('_build/latest.json'));
    expect(latest).toEqual({ id: result.buildId, timestamp: expect.any(Number) });
    const meta = JSON.parse(await read(`_build/meta/${result.buildId}.json`));
    expect(meta.paths).toHaveLength(63);
    expect(meta.paths).toContain('/cn/contact-us/');
    expect(files.filter((f) => /^assets\/site-[a-z0-9]{10}\.css$/.test(f))).toHaveLength(1);
  });

  it('gives a page in each locale its language, canonical and hreflang alternates', async () => {
    const expected = [`en ${SITE}/about-us/`, `zh-Hans ${SITE}/cn/about-us/`, `ms ${SITE}/bh/about-us/`, `x-default ${SITE}/about-us/`];
    for (const [file, lang, canonical] of [
      ['about-us/index.html', 'en-SG', `${SITE}/about-us/`],
      ['cn/about-us/index.html', 'zh-Hans-SG', `${SITE}/cn/about-us/`],
      ['bh/about-us/index.html', 'ms-SG', `${SITE}/bh/about-us/`],
    ] as const) {
      const doc = await dom(file);
      expect(doc.documentElement.getAttribute('lang')).toBe(lang);
      expect(headLinks(doc)).toEqual({ canonical, alternates: expected });
    }
  });

  it('gives an English-only page only its own alternate, and sends the switcher to the locale homes', async () => {
    const doc = await dom('blog/common-dance-injuries/index.html');
    expect(headLinks(doc)).toEqual({
      canonical: `${SITE}/blog/common-dance-injuries/`,
      alternates: [`en ${SITE}/blog/common-dance-injuries/`, `x-default ${SITE}/blog/common-dance-injuries/`],
    });
    const switcher = doc.querySelector('nav[aria-label="Select Language"]');
    expect([...(switcher?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))).toEqual(['/blog/common-dance-injuries/', '/cn/', '/bh/']);
    expect(switcher?.querySelector('[aria-current="page"]')?.getAttribute('hreflang')).toBe('en');
  });

  it('links the media page in the navigation only in English', async () => {
    // The header's first navigation landmark is the main navigation (the language switcher follows it).
    const navLinks = async (file: string) => [...((await dom(file)).querySelector('header nav')?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'));
    expect(await navLinks('index.html')).toEqual(['/', '/about-us/', '/services/', '/media/', '/contact-us/']);
    expect(await navLinks('cn/index.html')).toEqual(['/cn/', '/cn/about-us/', '/cn/services/', '/cn/contact-us/']);
    expect((await navLinks('cn/index.html')).some((h) => h?.includes('media'))).toBe(false);
    expect((await navLinks('bh/services/index.html')).some((h) => h?.includes('media'))).toBe(false);
  });

  it('renders breadcrumbs with the current page as text, not a link', async () => {
    const doc = await dom('services/bixeps/index.html');
    const items = [...doc.querySelectorAll('nav[aria-label="Breadcrumb"] li')];
    expect(items.map((li) => li.querySelector('a')?.getAttribute('href') ?? null)).toEqual(['/', '/services/', null]);
    expect(items.at(-1)?.querySelector('span')?.getAttribute('aria-current')).toBe('page');
  });

  it('writes a payload the client runtime can swap a page with', async () => {
    const payload = JSON.parse(await read('cn/contact-us/_payload.json'));
    expect(payload).toMatchObject({
      buildId: result.buildId,
      name: 'contact-us___cn',
      locale: 'cn',
      layout: 'contact-us',
      path: '/cn/contact-us/',
      head: { canonical: `${SITE}/cn/contact-us/` },
      switcher: { en: '/contact-us/', cn: '/cn/contact-us/', bh: '/bh/contact-us/' },
    });
    expect(payload.title).toMatch(/港景骨科中心/);
    expect(payload.main).toContain('id="enquiry-form"');
  });

  it('lists every page in the sitemap with its alternates, and names it in robots.txt', async () => {
    const sitemap = await read('sitemap.xml');
    expect(sitemap.match(/<loc>/g)).toHaveLength(63);
    expect(sitemap).toContain(`<loc>${SITE}/bh/services/</loc>`);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="zh-Hans" href="${SITE}/cn/services/"/>`);
    expect(await read('robots.txt')).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('renders 404.html and 500.html from one error component, picked by status', async () => {
    const notFound = await dom('404.html');
    expect(notFound.title).toBe('Page not found');
    expect(notFound.querySelector('h1')?.textContent).toBe('Oh, no, page does not exist!');
    expect(notFound.querySelector('main img')?.getAttribute('src')).toBe('/images/errors/not-found.svg');
    expect(notFound.querySelector('main a[href="#enquiry-form"]')?.textContent).toBe('Contact us about this');
    expect(notFound.querySelector('main a[href="/"]')?.textContent).toBe('Go back to homepage');
    expect(notFound.getElementById('enquiry-form')).not.toBeNull();
    expect(notFound.querySelector('main nav[aria-label="Breadcrumb"]')).toBeNull();
    const serverError = await dom('500.html');
    expect(serverError.querySelector('h1')?.textContent).toBe('Oh, oh, server error');
    expect(serverError.querySelector('main p')?.textContent).toBe('This is a problem on our end. Contact us to fix it.');
    expect(serverError.querySelector('main img')?.getAttribute('src')).toBe('/images/errors/server-error.svg');
  });
});
