// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newHappyWindow } from '../helpers/happy-window.ts';
import { showErrorPage } from '../../src/client/errors/error-page.ts';
import { toAppError, SiteError } from '../../src/client/errors/errors.ts';
import { forgetMessages } from '../../src/client/errors/messages.ts';

const switcher = (en: string, cn: string, bh: string) => `<nav aria-label="Select Language"><ul>
  <li><a href="${en}" hreflang="en" lang="en-SG" aria-current="page">EN</a></li>
  <li><a href="${cn}" hreflang="zh-Hans" lang="zh-Hans-SG">中文</a></li>
  <li><a href="${bh}" hreflang="ms" lang="ms-SG">BH</a></li></ul></nav>`;

const doc = (
  page: string,
  heading: string,
  links: string,
) => `<!DOCTYPE html><html lang="en-SG" data-locale="en" data-build-id="b1" data-page="${page}">
<head><title>${heading}</title></head><body class="layout-default"><header>${links}</header>
<main id="main"><h1>${heading}</h1><p data-error-path hidden></p></main><footer class="site-footer"></footer></body></html>`;

/** Error documents as a build wrote them when their own locale's link pointed at the error file. */
const FILES: Record<string, string> = {
  '/404.html': doc('error-404___en', 'Oh, no, page does not exist!', switcher('/', '/cn/', '/bh/')),
  '/500.html': doc('error-500___en', 'Oh, oh, server error', switcher('/500.html', '/cn/', '/bh/')),
  '/_locales/en.json': JSON.stringify({ 'error.pathNotFound': 'Page not found: {path}' }),
};

let win: Window;

beforeEach(() => {
  forgetMessages();
  win = newHappyWindow({ url: 'https://clinic.test/services/' });
  win.document.write(doc('services___en', 'Our Services', switcher('/services/', '/cn/services/', '/bh/services/')));
});

afterEach(() => win.close());

const context = () => {
  const fetcher = async (url: string) => new Response(FILES[url] ?? 'missing', { status: FILES[url] ? 200 : 404 });
  return { locale: 'en' as const, fetcher, messages: { buildId: 'b1', store: null, fetcher }, doc: win.document };
};
const heading = () => win.document.querySelector('main h1')?.textContent;
const languageLinks = () => [...win.document.querySelectorAll('header nav a')].map((a) => a.getAttribute('href'));

describe('language links of an error page shown in place', () => {
  it('a server error keeps the links of the page at the address, never the error file', async () => {
    await showErrorPage(toAppError(new Error('boom'), false), context());
    expect(heading()).toBe('Oh, oh, server error');
    expect(languageLinks()).toEqual(['/services/', '/cn/services/', '/bh/services/']);
  });

  it('a server error during a page change takes the links of the page it was showing', async () => {
    await showErrorPage(toAppError(new Error('boom'), true), context(), undefined, {
      en: '/about-us/',
      cn: '/cn/about-us/',
      bh: '/bh/about-us/',
    });
    expect(languageLinks()).toEqual(['/about-us/', '/cn/about-us/', '/bh/about-us/']);
  });

  it('the not-found page takes those of 404.html: each locale’s home, for an address that is a page in no locale', async () => {
    win.history.replaceState(null, '', '/no-such-page/');
    await showErrorPage(toAppError(new SiteError('Page Not Found: /no-such-page/', 404, true), true), context());
    expect(heading()).toBe('Oh, no, page does not exist!');
    expect(languageLinks()).toEqual(['/', '/cn/', '/bh/']);
    expect(win.document.querySelector('[data-error-path]')?.textContent).toBe('Page not found: /no-such-page/');
  });
});
