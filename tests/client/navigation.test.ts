// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newHappyWindow } from '../helpers/happy-window.ts';
import { Router } from '../../src/client/page-change/navigation.ts';
import { interceptLinks } from '../../src/client/startup/intercept.ts';
import { PayloadStore, type Payload } from '../../src/client/startup/payloads.ts';
import { ReleaseWatch } from '../../src/client/startup/releases.ts';
import { PAGE_CHANGE } from '../../src/shared/page-events.ts';
import { toAppError, type SiteError } from '../../src/client/errors/errors.ts';
import { forgetMessages } from '../../src/client/errors/messages.ts';
import { PAGE_CHANGE_TIMEOUT_MS } from '../../src/client/startup/deadline.ts';

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

/** 500.html as a build that pointed its own language link at the error file wrote it (it must never be used). */
const SERVER_ERROR = `<!DOCTYPE html><html lang="en-SG" data-locale="en" data-build-id="${BUILD}" data-page="error-500___en"><head>
<title>Server error</title><meta name="description" content="Something went wrong on our side."><meta name="robots" content="noindex">
</head><body class="layout-default"><header>${nav('Main')}${switcher('/500.html', '/cn/', '/bh/')}</header>
<main id="main" tabindex="-1"><h1 id="error-title">Oh, oh, server error</h1></main>
<footer class="site-footer">${nav('Footer')}</footer></body></html>`;

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
let failed: unknown[];

interface StartOptions {
  fail?: string[];
  /** Paths whose payload request never answers. */
  stall?: string[];
  /** Paths whose payload arrives broken (a list that is not a list), so showing it throws. */
  broken?: string[];
  outdated?: boolean;
  payloadBuild?: string;
  /** What the not-found handler does: show the page (a visitor), or nothing (a bot). */
  showNotFound?: boolean;
  notFoundStatus?: number;
}

function start(options: StartOptions = {}) {
  const fetcher = async (url: string) => {
    requests.push(url);
    if (url === '/404.html') return new Response(NOT_FOUND, { status: options.notFoundStatus ?? 200 });
    if (url === '/500.html') return new Response(SERVER_ERROR);
    if (url === '/_locales/en.json') return new Response(JSON.stringify({ 'error.pathNotFound': 'Page not found: {path}' }));
    if (url.startsWith('/_build/meta/')) return new Response(JSON.stringify({ id: BUILD, timestamp: 1, paths: Object.keys(PAYLOADS) }));
    const path = url.replace(/_payload\.json$/, '');
    const body = PAYLOADS[path];
    if (options.stall?.includes(path)) return new Promise<Response>(() => undefined);
    if (!body || options.fail?.includes(path)) return new Response('missing', { status: 404 });
    const head = options.broken?.includes(path) ? { ...body.head, alternates: 'not a list' } : body.head;
    return new Response(JSON.stringify({ ...body, head, buildId: options.payloadBuild ?? BUILD }));
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
      if (options.showNotFound ?? true) await show(toAppError(error, true)).catch(() => undefined);
    },
    failed: async (error, show) => {
      failed.push(error);
      await show(toAppError(error, true));
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
  win = newHappyWindow({ url: `${ORIGIN}/`, settings: { navigation: { disableMainFrameNavigation: true } } });
  doc = win.document;
  doc.write(HOME);
  requests = [];
  assigned = [];
  forgetMessages();
  notFound = [];
  failed = [];
  win.sessionStorage.clear();
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
    expect(
      [...doc.querySelectorAll('link[rel="alternate"]')].map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`),
    ).toEqual([`en ${ORIGIN}/about-us/`, `zh-Hans ${ORIGIN}/cn/about-us/`, `x-default ${ORIGIN}/about-us/`]);
    expect([...doc.querySelectorAll('nav[aria-label="Select Language"] a')].map((a) => a.getAttribute('href'))).toEqual([
      '/about-us/',
      '/cn/about-us/',
      '/bh/about-us/',
    ]);
    for (const label of ['Main', 'Footer']) {
      const current = [...doc.querySelectorAll(`nav[aria-label="${label}"] a[aria-current]`)].map(
        (a) => `${a.textContent} ${a.getAttribute('aria-current')}`,
      );
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
    expect(
      [...doc.querySelectorAll('nav[aria-label="Main"] a[aria-current]')].map((a) => `${a.textContent} ${a.getAttribute('aria-current')}`),
    ).toEqual(['Services true']);
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
    (win as unknown as { HTMLElement: typeof HTMLElement }).HTMLElement.prototype.scrollIntoView = function (
      this: HTMLElement,
      options?: boolean | ScrollIntoViewOptions,
    ) {
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
    for (const [selector, init] of [
      ['#to-cn', {}],
      ['#same-page', {}],
      ['#to-about', { ctrlKey: true }],
      ['#to-about', { button: 1 }],
    ] as const) {
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
    const footer = doc.querySelector('footer');
    if (footer) footer.innerHTML = `<p>No enquiry block here</p>${nav('Footer')}`;
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

  it('loads the destination in full when its payload fails to load, every time, never showing an error page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    start({ fail: ['/about-us/'] });
    click('#to-about');
    await settle();
    expect(assigned).toEqual([`${ORIGIN}/about-us/`]);
    // A second failure within 10 s (the guard's window) still goes to the page: the visitor clicked for it.
    click('#to-about');
    await settle();
    expect(assigned).toEqual([`${ORIGIN}/about-us/`, `${ORIGIN}/about-us/`]);
    expect(failed).toEqual([]);
    expect(win.location.pathname).toBe('/');
    expect(doc.querySelector('main h1')?.textContent).toBe('Welcome');
    expect(requests).not.toContain('/500.html');
    expect(warn).toHaveBeenCalledWith('The payload of /about-us/ could not be loaded: loading the page in full.', expect.any(Error));
    // Remembered as a forced load, so a failing part of that page does not reload it again at once.
    expect(Object.keys(JSON.parse(win.sessionStorage.getItem('site:reload') ?? '{}'))).toEqual(['/about-us/']);
  });
});

/**
 * Holds the window's timers of one delay so a test decides when they run; other timers run as usual. Returns
 * the held ones that were not cleared.
 */
function holdTimers(target: Window, delay: number): { pending: () => number; runAll: () => void } {
  const held = new Map<number, () => void>();
  let next = 0;
  const realSet = target.setTimeout.bind(target);
  const realClear = target.clearTimeout.bind(target);
  target.setTimeout = ((handler: () => void, ms?: number, ...rest: unknown[]) => {
    if (ms !== delay) return realSet(handler, ms, ...rest);
    next -= 1;
    held.set(next, handler);
    return next;
  }) as Window['setTimeout'];
  target.clearTimeout = ((id?: number) => (id !== undefined && held.delete(id) ? undefined : realClear(id))) as Window['clearTimeout'];
  return {
    pending: () => held.size,
    runAll: () => {
      const handlers = [...held.values()];
      held.clear();
      for (const handler of handlers) handler();
    },
  };
}

describe('a page change that stalls', () => {
  it(`loads the destination in full once its payload has not arrived within ${PAGE_CHANGE_TIMEOUT_MS} ms`, async () => {
    expect(PAGE_CHANGE_TIMEOUT_MS).toBe(3000);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const timers = holdTimers(win, PAGE_CHANGE_TIMEOUT_MS);
    start({ stall: ['/about-us/'] });
    click('#to-about');
    await settle();
    // Still waiting: nothing has changed yet, and the deadline is set.
    expect(assigned).toEqual([]);
    expect(timers.pending()).toBe(1);
    timers.runAll();
    await settle();
    expect(assigned).toEqual([`${ORIGIN}/about-us/`]);
    expect(win.location.pathname).toBe('/');
    expect(doc.querySelector('main h1')?.textContent).toBe('Welcome');
    expect(warn).toHaveBeenCalledWith('/about-us/ was not ready within 3000 ms: loading the page in full.');
  });

  it('clears the deadline of a page change that was ready in time', async () => {
    const timers = holdTimers(win, PAGE_CHANGE_TIMEOUT_MS);
    start();
    click('#to-about');
    await settle();
    expect(doc.querySelector('main h1')?.textContent).toBe('about-us heading');
    expect(timers.pending()).toBe(0);
    expect(assigned).toEqual([]);
  });

  it('gives each click its own deadline, and only the last click leaves', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const timers = holdTimers(win, PAGE_CHANGE_TIMEOUT_MS);
    start({ stall: ['/about-us/', '/services/'] });
    click('#to-about');
    click('#to-knee');
    await settle();
    expect(timers.pending()).toBe(2);
    timers.runAll();
    await settle();
    expect(assigned).toEqual([`${ORIGIN}/services/#knee`]);
  });

  it('replaces the entry in full when the payload of a page reached by back stalls', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const timers = holdTimers(win, PAGE_CHANGE_TIMEOUT_MS);
    const stalled: string[] = [];
    start({ stall: stalled });
    click('#to-about');
    await settle();
    expect(win.location.pathname).toBe('/about-us/');
    stalled.push('/');
    win.history.back();
    await settle();
    expect(win.location.pathname).toBe('/');
    timers.runAll();
    await settle();
    expect(assigned).toEqual([`replace ${ORIGIN}/`]);
  });
});

describe('a page change that fails once the address has changed', () => {
  it('reloads the destination once, then shows the server-error page there with the language links of that page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    start({ broken: ['/about-us/'] });
    click('#to-about');
    await settle();
    expect(win.location.pathname).toBe('/about-us/');
    expect(assigned).toEqual([`replace ${ORIGIN}/about-us/`]);
    expect(failed).toEqual([]);

    // Within 10 s the guard refuses a second reload of the same page: the error is shown, at its own address.
    win.history.back();
    await settle();
    expect(doc.querySelector('main h1')?.textContent).toBe('index heading');
    click('header nav[aria-label="Main"] a[href="/about-us/"]');
    await settle();
    expect(assigned).toHaveLength(1);
    expect(failed).toEqual([expect.any(TypeError)]);
    expect(win.location.pathname).toBe('/about-us/');
    expect(doc.querySelector('main h1')?.textContent).toBe('Oh, oh, server error');
    expect([...doc.querySelectorAll('nav[aria-label="Select Language"] a')].map((a) => a.getAttribute('href'))).toEqual([
      '/about-us/',
      '/cn/about-us/',
      '/bh/about-us/',
    ]);
  });
});

describe('the not-found page in place', () => {
  it('takes the language links of 404.html (each locale’s home), never a link to an error file', async () => {
    start();
    click('#to-nowhere');
    await settle();
    expect(doc.querySelector('main h1')?.textContent).toBe('Oh, no, page does not exist!');
    const hrefs = [...doc.querySelectorAll('nav[aria-label="Select Language"] a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/', '/cn/', '/bh/']);
  });

  it('loads the unknown address in full when 404.html cannot be had, so the host answers with its own', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    start({ notFoundStatus: 503 });
    click('#to-nowhere');
    await settle();
    expect(assigned).toEqual([`replace ${ORIGIN}/no-such-page/`]);
  });

  it('loads the unknown address in full for a bot, which is shown no error page in place', async () => {
    start({ showNotFound: false });
    click('#to-nowhere');
    await settle();
    expect(notFound).toHaveLength(1);
    expect(assigned).toEqual([`replace ${ORIGIN}/no-such-page/`]);
    expect(doc.querySelector('main h1')?.textContent).toBe('Welcome');
  });
});
