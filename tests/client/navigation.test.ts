// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Window as HappyWindow } from 'happy-dom';
import { Router } from '../../src/client/navigation.ts';
import { interceptLinks } from '../../src/client/intercept.ts';
import { PayloadStore, type Payload } from '../../src/client/payloads.ts';
import { ReleaseWatch } from '../../src/client/releases.ts';
import { PAGE_CHANGE } from '../../src/client/events.ts';
import { toAppError, type SiteError } from '../../src/client/errors.ts';
import { forgetMessages } from '../../src/client/messages.ts';

const ORIGIN = 'https://clinic.test';
const BUILD = 'build-1';

const nav = (label: string) => `<nav aria-label="${label}"><ul>
  <li><a href="/" aria-current="page">Home</a></li><li><a href="/about-us/">About us</a></li>
  <li><a href="/services/">Services</a></li><li><a href="/contact-us/">Contact us</a></li></ul></nav>`;
const switcher = (en: string, cn: string, bh: string) => `<nav aria-label="Select Language"><ul>
  <li><a href="${en}" hreflang="en" lang="en-SG" aria-current="page">EN</a></li>
  <li><a href="${cn}" hreflang="zh-Hans" lang="zh-Hans-SG">中文</a></li>
  <li><a href="${bh}" hreflang="ms" lang="ms-SG">BH</a></li></ul></nav>`;

const HOME = `<!DOCTYPE html><html lang="en-SG" data-locale="en" data-build-id="${BUILD}" data-page="index___en"><head>
<title>Home | Clinic</title><meta name="description" content="Home page">
<link rel="canonical" href="${ORIGIN}/"><link rel="alternate" hreflang="en" href="${ORIGIN}/"><link rel="alternate" hreflang="x-default" href="${ORIGIN}/">
</head><body class="layout-default"><header>${nav('Main')}${switcher('/', '/cn/', '/bh/')}</header>
<main id="main" tabindex="-1"><h1>Welcome</h1><p><a href="/about-us/" id="to-about">About</a> <a href="/services/#knee" id="to-knee">Knee</a>
<a href="/contact-us/" id="to-contact">Contact</a> <a href="/cn/" id="to-cn">中文</a> <a href="/no-such-page/" id="to-nowhere">Gone</a>
<a href="#top" id="same-page">Top</a></p></main>
<footer class="site-footer">${nav('Footer')}</footer></body></html>`;

const NOT_FOUND = `<!DOCTYPE html><html lang="en-SG" data-locale="en" data-build-id="${BUILD}" data-page="error-404___en"><head>
<title>Page not found</title><meta name="description" content="The page you asked for does not exist on this site."><meta name="robots" content="noindex">
</head><body class="layout-default"><header>${nav('Main')}${switcher('/', '/cn/', '/bh/')}</header>
<main id="main" tabindex="-1"><h1 id="error-title">Oh, no, page does not exist!</h1><p data-error-path hidden></p><a href="#enquiry-form">Contact us about this</a></main>
<footer class="site-footer"><section id="enquiry-form"><h2>Send us an enquiry</h2></section>${nav('Footer')}</footer></body></html>`;

function payload(path: string, extra: Partial<Payload> = {}): Payload {
  const id = path.replace(/^\/|\/$/g, '') || 'index';
  return {
    buildId: BUILD,
    name: `${id}___en`,
    id,
    locale: 'en',
    layout: 'default',
    path,
    title: `${id} | Clinic`,
    head: {
      description: `About ${id}`,
      canonical: `${ORIGIN}${path}`,
      alternates: [
        { hreflang: 'en', href: `${ORIGIN}${path}` },
        { hreflang: 'zh-Hans', href: `${ORIGIN}/cn${path}` },
        { hreflang: 'x-default', href: `${ORIGIN}${path}` },
      ],
    },
    switcher: { en: path, cn: `/cn${path}`, bh: `/bh${path}` },
    nav: id,
    navPath: path,
    main: `<h1>${id} heading</h1><p>Text</p><h2 id="knee">Knee</h2>`,
    ...extra,
  };
}

const PAYLOADS: Record<string, Payload> = {
  '/about-us/': payload('/about-us/'),
  '/services/': payload('/services/'),
  '/contact-us/': payload('/contact-us/', { layout: 'contact-us' }),
  '/': payload('/', { nav: 'index', navPath: '/' }),
};

let win: Window;
let doc: Document;
let requests: string[];
let assigned: string[];
let notFound: SiteError[];

function start(options: { fail?: string[]; outdated?: boolean; payloadBuild?: string } = {}) {
  const fetcher = async (url: string) => {
    requests.push(url);
    if (url === '/404.html') return new Response(NOT_FOUND);
    if (url === '/_locales/en.json') return new Response(JSON.stringify({ 'error.pathNotFound': 'Page not found: {path}' }));
    if (url.startsWith('/_build/meta/')) return new Response(JSON.stringify({ id: BUILD, timestamp: 1, paths: Object.keys(PAYLOADS) }));
    const path = url.replace(/_payload\.json$/, '');
    const body = PAYLOADS[path];
    if (!body || options.fail?.includes(path)) return new Response('missing', { status: 404 });
    return new Response(JSON.stringify({ ...body, buildId: options.payloadBuild ?? BUILD }));
  };
  const releases = new ReleaseWatch({ buildId: BUILD, win, fetcher });
  if (options.outdated) releases.markOutdated('build-2');
  const router = new Router({
    facts: { buildId: BUILD, locale: 'en', name: 'index___en', layout: 'default' },
    payloads: new PayloadStore(fetcher),
    knownPaths: async () => new Set(Object.keys(PAYLOADS)),
    releases,
    session: win.sessionStorage,
    win,
    errorPage: { locale: 'en', fetcher, messages: { buildId: BUILD, store: null, fetcher }, doc },
    notFound: async (error, show) => {
      notFound.push(error);
      await show(toAppError(error, true));
    },
    failed: async (error) => {
      throw error;
    },
  }).start();
  interceptLinks(win, 'en', (url) => void router.go(url, 'push'));
  return router;
}

function click(selector: string, init: MouseEventInit = {}): MouseEvent {
  const event = new (win as unknown as typeof globalThis).MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  doc.querySelector(selector)?.dispatchEvent(event);
  return event;
}

const settle = async () => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

beforeEach(() => {
  const happy = new HappyWindow({ url: `${ORIGIN}/`, settings: { navigation: { disableMainFrameNavigation: true } } });
  win = happy as unknown as Window;
  doc = win.document;
  doc.write(HOME);
  requests = [];
  assigned = [];
  forgetMessages();
  notFound = [];
  vi.spyOn(win.location, 'assign').mockImplementation((url: string | URL) => void assigned.push(String(url)));
  vi.spyOn(win.location, 'replace').mockImplementation((url: string | URL) => void assigned.push(`replace ${String(url)}`));
  win.scrollTo = vi.fn() as unknown as Window['scrollTo'];
});

afterEach(() => vi.restoreAllMocks());

describe('a page change', () => {
  it('swaps the content, head, switcher and navigation in place, with a history entry', async () => {
    start();
    const changes: string[] = [];
    win.addEventListener(PAGE_CHANGE, (event) => changes.push((event as CustomEvent<{ path: string }>).detail.path));
    const event = click('#to-about');
    expect(event.defaultPrevented).toBe(true);
    await settle();
    expect(assigned).toEqual([]);
    expect(win.location.pathname).toBe('/about-us/');
    expect(doc.querySelector('main h1')?.textContent).toBe('about-us heading');
    expect(doc.title).toBe('about-us | Clinic');
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('About about-us');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/about-us/`);
    expect([...doc.querySelectorAll('link[rel="alternate"]')].map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`)).toEqual([
      `en ${ORIGIN}/about-us/`,
      `zh-Hans ${ORIGIN}/cn/about-us/`,
      `x-default ${ORIGIN}/about-us/`,
    ]);
    expect([...doc.querySelectorAll('nav[aria-label="Select Language"] a')].map((a) => a.getAttribute('href'))).toEqual(['/about-us/', '/cn/about-us/', '/bh/about-us/']);
    for (const label of ['Main', 'Footer']) {
      const current = [...doc.querySelectorAll(`nav[aria-label="${label}"] a[aria-current]`)].map((a) => `${a.textContent} ${a.getAttribute('aria-current')}`);
      expect(current).toEqual(['About us page']);
    }
    expect(doc.documentElement.dataset.page).toBe('about-us___en');
    expect(doc.activeElement?.textContent).toBe('about-us heading');
    await new Promise((resolve) => setTimeout(resolve, 60));
    const announcer = doc.querySelector('[role="status"][aria-live="polite"]');
    expect(announcer?.textContent).toBe('about-us | Clinic');
    expect(changes).toEqual(['/about-us/']);
    expect(win.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(requests.filter((r) => r.endsWith('_payload.json'))).toEqual(['/about-us/_payload.json']);
  });

  it('marks the section of a page as "true" in the navigation', async () => {
    PAYLOADS['/services/bixeps/'] = payload('/services/bixeps/', { nav: 'services', navPath: '/services/' });
    doc.querySelector('main p')?.insertAdjacentHTML('beforeend', '<a id="to-bixeps" href="/services/bixeps/">Bixeps</a>');
    start();
    click('#to-bixeps');
    await settle();
    expect([...doc.querySelectorAll('nav[aria-label="Main"] a[aria-current]')].map((a) => `${a.textContent} ${a.getAttribute('aria-current')}`)).toEqual(['Services true']);
    delete PAYLOADS['/services/bixeps/'];
  });

  it('goes back and forward between the pages it showed', async () => {
    start();
    click('#to-about');
    await settle();
    win.history.back();
    await settle();
    expect(win.location.pathname).toBe('/');
    expect(doc.querySelector('main h1')?.textContent).toBe('index heading');
    win.history.forward();
    await settle();
    expect(doc.querySelector('main h1')?.textContent).toBe('about-us heading');
    expect(assigned).toEqual([]);
  });

  it('scrolls to the anchor of a link with a hash (instantly under reduced motion) and focuses it', async () => {
    win.matchMedia = ((query: string) => ({ matches: query.includes('reduce') })) as unknown as Window['matchMedia'];
    start();
    const scrolled: unknown[] = [];
    (win as unknown as { HTMLElement: typeof HTMLElement }).HTMLElement.prototype.scrollIntoView = function (this: HTMLElement, options?: boolean | ScrollIntoViewOptions) {
      scrolled.push([this.id, options]);
    };
    click('#to-knee');
    await settle();
    expect(win.location.href).toBe(`${ORIGIN}/services/#knee`);
    expect(scrolled).toEqual([['knee', { behavior: 'instant', block: 'start' }]]);
    expect(doc.activeElement?.id).toBe('knee');
  });

  it('leaves other locales, same-page anchors and modified clicks to the browser', async () => {
    start();
    for (const [selector, init] of [['#to-cn', {}], ['#same-page', {}], ['#to-about', { ctrlKey: true }], ['#to-about', { button: 1 }]] as const) {
      expect(click(selector, init).defaultPrevented, selector).toBe(false);
    }
    await settle();
    expect(requests).toEqual([]);
  });

  it('loads a page of another layout in full', async () => {
    start();
    click('#to-contact');
    await settle();
    expect(assigned).toEqual([`${ORIGIN}/contact-us/`]);
    expect(doc.querySelector('main h1')?.textContent).toBe('Welcome');
  });

  it('shows the not-found page in place for a path the build does not have, without fetching a payload', async () => {
    start();
    const changes: string[] = [];
    win.addEventListener(PAGE_CHANGE, (event) => changes.push((event as CustomEvent<{ path: string }>).detail.path));
    click('#to-nowhere');
    await settle();
    expect(win.location.pathname).toBe('/no-such-page/');
    expect(notFound.map((e) => [e.message, e.statusCode, e.fatal])).toEqual([['Page Not Found: /no-such-page/', 404, true]]);
    expect(requests.some((r) => r.includes('no-such-page'))).toBe(false);
    expect(doc.querySelector('main h1')?.textContent).toBe('Oh, no, page does not exist!');
    expect(doc.querySelector('[data-error-path]')?.textContent).toBe('Page not found: /no-such-page/');
    expect(doc.title).toBe('Page not found');
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    expect(doc.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
    expect(doc.querySelectorAll('nav a[aria-current]:not([hreflang])')).toHaveLength(0);
    expect(changes).toEqual(['/no-such-page/']);
  });

  it('brings the default footer along when the not-found page replaces a contact-us layout page', async () => {
    doc.body.className = 'layout-contact-us';
    doc.querySelector('footer')!.innerHTML = `<p>No enquiry block here</p>${nav('Footer')}`;
    start();
    click('#to-nowhere');
    await settle();
    expect(doc.body.className).toBe('layout-default');
    expect(doc.querySelector('footer #enquiry-form')).not.toBeNull();
    expect(doc.querySelectorAll('footer')).toHaveLength(1);
  });

  it('raises the page-change event after the swap and before focus moves (a modal sidebar must close first)', async () => {
    start();
    const seen: Array<string | null | undefined> = [];
    win.addEventListener(PAGE_CHANGE, () => seen.push(doc.querySelector('main h1')?.textContent, doc.activeElement?.tagName));
    click('#to-about');
    await settle();
    expect(seen).toEqual(['about-us heading', 'BODY']);
    expect(doc.activeElement?.textContent).toBe('about-us heading');
  });

  it('loads the destination in full once a new release is live, and not twice within 10 s', async () => {
    start({ outdated: true });
    click('#to-about');
    await settle();
    expect(assigned).toEqual([`${ORIGIN}/about-us/`]);
    // The guard: the same path again at once is shown in place instead.
    click('#to-about');
    await settle();
    expect(assigned).toHaveLength(1);
    expect(doc.querySelector('main h1')?.textContent).toBe('about-us heading');
  });

  it('treats a payload from another build as a new release', async () => {
    start({ payloadBuild: 'build-9' });
    click('#to-about');
    await settle();
    expect(assigned).toEqual([`${ORIGIN}/about-us/`]);
    expect(doc.documentElement.dataset.release).toBe('outdated');
  });

  it('loads the destination in full when its payload fails to load', async () => {
    start({ fail: ['/about-us/'] });
    click('#to-about');
    await settle();
    expect(assigned).toEqual([`${ORIGIN}/about-us/`]);
  });
});
