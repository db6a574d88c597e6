/**
 * The enquiry form in Chromium against the fake form service, in en and cn: the fixture site is built for this
 * file with FORM_SERVICE_URL pointing at the fake (the form is the same on every page, so the small site does), so the browser posts across origins exactly as it would to
 * the real service. Slow answers are held by the fake until the test releases them: no timing guesses.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { startFakeFormService, type FakeFormService } from '../../scripts/fake-form-service.ts';
import type { StaticServer } from '../../scripts/lib/serve/static-server.ts';
import { clinic } from '../../src/site/clinic.ts';
import { phoneText, telHref, whatsappHref, whatsappPrefix } from '../helpers/clinic-facts.ts';
import { buildFixtureSite, type FixtureBuild } from '../helpers/fixture-build.ts';
import { siteInBrowser } from '../helpers/site-in-browser.ts';

const AXE_SOURCE = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const FORM_ID = clinic.form.enquiryFormId;
const DRAFT_KEY = `form-draft:${FORM_ID}`;
/** The error red of src/styles/form.css. */
const ERROR_RED = 'rgb(164, 22, 26)';

const LOCALES = [
  {
    code: 'en',
    page: '/about-us/',
    other: '/services/',
    thankYou: '/thank-you/',
    labels: { name: 'Name', email: 'Email', phone: 'Phone', message: 'Message' },
    submit: 'Send enquiry',
    loading: 'Sending…',
    stillSending: 'Still sending: this is taking longer than usual. What you wrote stays in this form, so nothing is lost.',
    errorPrefix: 'Error:',
    general: 'Sorry, your enquiry could not be sent.',
    nameRequired: 'The name field is required.',
    nameSecond: 'The name must be at least 2 characters.',
    emailFormat: 'The email must be a valid email address.',
  },
  {
    code: 'cn',
    page: '/cn/about-us/',
    other: '/cn/services/',
    thankYou: '/cn/thank-you/',
    labels: { name: '姓名', email: '电邮', phone: '电话', message: '留言' },
    submit: '提交咨询',
    loading: '正在发送…',
    stillSending: '仍在发送，比平时慢一些。您填写的内容仍保留在表格里，不会丢失。',
    errorPrefix: '错误：',
    general: '抱歉，您的咨询未能发送。',
    nameRequired: '请填写姓名。',
    nameSecond: '姓名至少需要 2 个字符。',
    emailFormat: '请输入有效的电邮地址。',
  },
] as const;

type LocaleCase = (typeof LOCALES)[number];

const VALID = { name: 'Tan Mei Ling', email: 'mei@example.com', contact: '+65 9123 4567', message: 'Knee pain when\nclimbing stairs' };

let fake: FakeFormService;
let server: StaticServer;
let context: BrowserContext;
let site: FixtureBuild | undefined;
let outDir: string;
/** The canonical origin the pages are built for: the plain form sends it as the page address. */
const SITE = 'https://www.harbourview-ortho.example';

// Plain files: the form's own behaviour, without the production headers (the CSP tests cover those).
const browserSite = siteInBrowser({
  serve: 'static',
  dir: async () => {
    fake = await startFakeFormService();
    site = await buildFixtureSite({ SITE_URL: SITE, FORM_SERVICE_URL: fake.origin });
    outDir = site.dir;
    return outDir;
  },
});

beforeAll(async () => {
  server = browserSite.server;
  // Only the site and the fake service are reachable: the browser resolves no other host (launchBrowser). One
  // context for the file; each test's pages are closed after it, and a draft lives in its own tab's storage.
  context = await browserSite.context({ viewport: { width: 1280, height: 800 } });
});

afterEach(async () => {
  fake.reset();
  for (const page of context.pages()) await page.close();
});

afterAll(async () => {
  await fake?.close();
  await site?.dispose();
});

interface FormPage {
  readonly page: Page;
  /** The footer's enquiry block, #enquiry-form. */
  readonly block: Locator;
  field(label: keyof LocaleCase['labels']): Locator;
  readonly submit: Locator;
  /** Console errors and warnings of the page (a hydration mismatch is reported as a warning). */
  readonly console: string[];
}

async function openForm(locale: LocaleCase, pagePath: string = locale.page, within: BrowserContext = context): Promise<FormPage> {
  const page = await within.newPage();
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  await page.goto(`${server.origin}${pagePath}`);
  const block = page.locator('#enquiry-form');
  return {
    page,
    console: messages,
    block,
    // The label's text ends with the required-field asterisk, which screen readers skip.
    field: (label) => block.getByLabel(new RegExp(`^${locale.labels[label]}( \\*)?$`)),
    submit: block.getByRole('button', { name: locale.submit }),
  };
}

/** Typing is what starts the island; waiting for it keeps a fast test from posting the plain way. */
async function fillAndHydrate(form: FormPage, _locale: LocaleCase, values: Partial<typeof VALID>): Promise<void> {
  const labels = { name: 'name', email: 'email', contact: 'phone', message: 'message' } as const;
  for (const [name, value] of Object.entries(values)) await form.field(labels[name as keyof typeof labels]).fill(value);
  await expect.poll(() => form.block.locator('[data-island="enquiry"]').getAttribute('data-hydrated'), { timeout: 30_000 }).toBe('true');
}

/** Records the form's error events (and, as if analytics were on, a dataLayer) in the page. */
async function listenForErrors(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { formErrors: unknown[]; dataLayer: unknown[] };
    w.formErrors = [];
    w.dataLayer = [];
    document.addEventListener('enquiry:error', (event) => w.formErrors.push((event as CustomEvent).detail));
  });
}

const recorded = (page: Page) =>
  page.evaluate(() => {
    const { formErrors, dataLayer } = window as unknown as { formErrors: unknown[]; dataLayer: unknown[] };
    return { formErrors, dataLayer };
  });

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: { run(context: string, options: object): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }> };
      }
    ).axe;
    const result = await axe.run('#enquiry-form', { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, WCAG_TAGS);
}

const values = (form: FormPage) =>
  Promise.all((['name', 'email', 'phone', 'message'] as const).map((label) => form.field(label).inputValue()));

describe.each(LOCALES)('the enquiry form in $code', (locale) => {
  it('sends a valid enquiry, resets the fields and ends on the thank-you page of the locale', async () => {
    const form = await openForm(locale);
    await fillAndHydrate(form, locale, VALID);
    expect(await axeViolations(form.page)).toEqual([]);
    expect(form.console).toEqual([]);
    await form.submit.click();
    await form.page.waitForURL(`${server.origin}${locale.thankYou}`);
    expect(fake.received).toHaveLength(1);
    const [sent] = fake.received;
    expect(sent?.query).toEqual({ locale: locale.code, test: '1' });
    expect(sent?.origin).toBe(server.origin);
    expect(sent?.contentType).toMatch(/^multipart\/form-data/);
    // Multipart bodies carry line breaks as CRLF (the HTML form-submission rules), as the real service receives them.
    expect(sent?.entries).toEqual([
      ...Object.entries({ ...VALID, message: VALID.message.replace('\n', '\r\n') }),
      ['x_origin', `${server.origin}${locale.page}`],
    ]);
    expect(await form.page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toBeNull();
    // Back on the page, the form the visitor left is empty again.
    await form.page.goBack();
    await form.page.waitForURL(`${server.origin}${locale.page}`);
    expect(await values(form)).toEqual(['', '', '', '']);
  });

  it('while the service is slow, disables the button with the loading label and marks the form busy', async () => {
    fake.hold();
    const form = await openForm(locale);
    await fillAndHydrate(form, locale, VALID);
    await form.submit.click();
    await fake.waitForReceived(1);
    const busyButton = form.block.getByRole('button', { name: locale.loading });
    await expect.poll(() => busyButton.isDisabled()).toBe(true);
    expect(await form.block.locator('form').getAttribute('aria-busy')).toBe('true');
    expect(await form.block.getByRole('status').first().textContent()).toBe(locale.loading);
    expect(await axeViolations(form.page)).toEqual([]);
    fake.release();
    await form.page.waitForURL(`${server.origin}${locale.thankYou}`);
  });

  it('after 15 s of a service that does not answer, says the message is kept and offers the phone and WhatsApp, and still sends', async () => {
    fake.hold();
    // A context of its own: a clock is installed for a whole context, and the file's other tests read real time.
    const form = await openForm(locale, locale.page, await browserSite.context({ viewport: { width: 1280, height: 800 } }));
    await fillAndHydrate(form, locale, VALID);
    // The page's timers from here on run on the test's clock; the request itself is the network's.
    await form.page.clock.install();
    await form.submit.click();
    await fake.waitForReceived(1);
    const still = form.block.getByText(locale.stillSending);
    await form.page.clock.runFor(14_000);
    expect(await still.count()).toBe(0);
    await form.page.clock.runFor(1_000);
    await still.waitFor();
    const status = form.block.getByRole('status').filter({ hasText: locale.stillSending });
    expect(await status.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      telHref(clinic.callUs),
      whatsappHref(locale.code),
    ]);
    // Nothing was cut: the button still says it is sending, and the same request ends on the thank-you page.
    expect(await form.block.getByRole('button', { name: locale.loading }).isDisabled()).toBe(true);
    fake.release();
    await form.page.waitForURL(`${server.origin}${locale.thankYou}`);
    expect(fake.received).toHaveLength(1);
  });

  it('on a 422 shows only the first message under each field, turns the label red and keeps the values', async () => {
    const form = await openForm(locale);
    await fillAndHydrate(form, locale, { ...VALID, name: '', email: 'mei@' });
    await listenForErrors(form.page);
    await form.submit.click();
    const name = form.field('name');
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    const description = (field: Locator) =>
      field.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent);
    expect(await description(name)).toBe(`${locale.errorPrefix} ${locale.nameRequired}`);
    expect(await description(form.field('email'))).toBe(`${locale.errorPrefix} ${locale.emailFormat}`);
    expect(await form.field('phone').getAttribute('aria-invalid')).toBeNull();
    expect(await form.page.getByText(locale.nameSecond).count()).toBe(0);
    const label = form.block.locator('label', { hasText: locale.labels.name });
    expect(await label.evaluate((el) => getComputedStyle(el).color)).toBe(ERROR_RED);
    expect(await values(form)).toEqual(['', 'mei@', VALID.contact, VALID.message]);
    // The summary has focus and lists the problems as links to the fields.
    const focused = await form.page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(focused).toContain(locale.nameRequired);
    expect(focused).toContain(locale.emailFormat);
    expect(await form.block.locator('form').getAttribute('data-status')).toBe('422');
    const { formErrors, dataLayer } = await recorded(form.page);
    expect(formErrors).toEqual([
      { formId: FORM_ID, status: 422, errors: { name: [locale.nameRequired, locale.nameSecond], email: [locale.emailFormat] } },
    ]);
    expect(dataLayer).toEqual([{ event: 'enquiry_error', form_id: FORM_ID, status: 422, error_fields: ['name', 'email'] }]);
    expect(await form.submit.isEnabled()).toBe(true);
    expect(await axeViolations(form.page)).toEqual([]);
    // A link in the summary takes the visitor into the field.
    await form.block.getByRole('link', { name: locale.nameRequired }).click();
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('when the connection drops, keeps the values and shows the general error with the other ways to reach us', async () => {
    fake.set({ drop: true });
    const form = await openForm(locale);
    await fillAndHydrate(form, locale, VALID);
    await listenForErrors(form.page);
    await form.submit.click();
    await expect.poll(() => form.block.getByText(locale.general).isVisible()).toBe(true);
    expect(await values(form)).toEqual(Object.values(VALID));
    expect(await form.block.getByRole('link', { name: phoneText(clinic.callUs) }).getAttribute('href')).toBe(telHref(clinic.callUs));
    expect(await form.block.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toMatch(whatsappPrefix());
    expect((await recorded(form.page)).formErrors).toEqual([{ formId: FORM_ID, status: 0, errors: {} }]);
    expect(await form.submit.isEnabled()).toBe(true);
    expect(await form.page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).not.toBeNull();
  });

  it('keeps a draft while typing: a reload or another page of the site brings it back', async () => {
    const form = await openForm(locale);
    await form.field('name').fill(VALID.name);
    await form.field('message').pressSequentially('Knee pain');
    await form.page.reload();
    await expect.poll(() => values(form)).toEqual([VALID.name, '', '', 'Knee pain']);
    // A new navigation gets no help from the browser's own form restoration: this is the draft.
    await form.page.goto(`${server.origin}${locale.other}`);
    expect(await values(form)).toEqual([VALID.name, '', '', 'Knee pain']);
  });

  it('sends one request for a double click', async () => {
    fake.hold();
    const form = await openForm(locale);
    await fillAndHydrate(form, locale, VALID);
    let requests = 0;
    form.page.on('request', (request) => {
      if (request.url().startsWith(fake.origin)) requests += 1;
    });
    await form.submit.dblclick();
    await fake.waitForReceived(1);
    // One round trip to the page: any second submission would have started its request by now.
    await form.page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(requests).toBe(1);
    fake.release();
    await form.page.waitForURL(`${server.origin}${locale.thankYou}`);
    expect(fake.received).toHaveLength(1);
    expect(requests).toBe(1);
  });
});

/** The built chunk whose code contains `text`, as a site path. */
async function chunkWith(text: string): Promise<string> {
  for (const file of await readdir(path.join(outDir, 'assets'))) {
    if (file.endsWith('.js') && (await readFile(path.join(outDir, 'assets', file), 'utf8')).includes(text)) return `/assets/${file}`;
  }
  throw new Error(`no chunk contains ${text}`);
}

describe('the enquiry form in the right sidebar', () => {
  it('hydrates when the sidebar opens and sends like the footer copy', async () => {
    const page = await context.newPage();
    await page.goto(`${server.origin}/cn/services/`);
    await expect.poll(() => page.locator('[data-island="menu"]').getAttribute('data-hydrated'), { timeout: 30_000 }).toBe('true');
    const sidebar = page.locator('#sidebar-info');
    const island = sidebar.locator('[data-island="enquiry"]');
    expect(await island.getAttribute('data-hydrated')).toBe('pending');
    await page.getByRole('button', { name: '诊所资讯菜单' }).click();
    await sidebar.getByLabel(/^姓名/).fill(VALID.name);
    await sidebar.getByLabel(/^电邮/).fill(VALID.email);
    await sidebar.getByLabel(/^电话/).fill(VALID.contact);
    await expect.poll(() => island.getAttribute('data-hydrated'), { timeout: 30_000 }).toBe('true');
    await sidebar.getByRole('button', { name: '提交咨询' }).click();
    await page.waitForURL(`${server.origin}/cn/thank-you/`);
    expect(fake.received[0]?.entries).toContainEqual(['x_origin', `${server.origin}/cn/services/`]);
  });
});

describe('the enquiry form before and without its island', () => {
  it('loads React and the form code only after the load event and once the form is used, even with it in the first screen', async () => {
    const [react, formCode] = await Promise.all([chunkWith('react.dev/errors'), chunkWith('enquiry:error')]);
    const page = await context.newPage();
    // The logo is held back, which holds the load event while the form is already on screen and the page's
    // own module has run: an island that started by visibility alone would fetch React now.
    let releaseLogo = () => {};
    const logoHeld = new Promise<void>((resolve) => (releaseLogo = resolve));
    await page.route(`${server.origin}/images/logo-name.svg`, async (route) => {
      await logoHeld;
      await route.continue();
    });
    await page.goto(`${server.origin}/contact-us/`, { waitUntil: 'domcontentloaded' });
    const island = page.locator('#enquiry-form [data-island="enquiry"]');
    await expect.poll(() => island.getAttribute('data-hydrated')).toBe('pending');
    expect(await island.locator('form').isVisible()).toBe(true);
    // Two frames: time for an intersection observer to report the form.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    releaseLogo();
    await page.waitForLoadState('load');
    // On screen is not enough: the island starts when the visitor uses the form.
    expect(await island.getAttribute('data-hydrated')).toBe('pending');
    await island.getByRole('textbox').first().focus();
    await expect.poll(() => island.getAttribute('data-hydrated'), { timeout: 30_000 }).toBe('true');
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const starts = performance.getEntriesByType('resource').map((entry) => [new URL(entry.name).pathname, entry.startTime] as const);
      return { load: navigation.loadEventStart, starts: Object.fromEntries(starts) };
    });
    expect(timing.load).toBeGreaterThan(0);
    for (const chunk of [react, formCode]) {
      expect(timing.starts[chunk], chunk).toBeGreaterThanOrEqual(timing.load);
    }
  });

  it('holds a Send pressed before the form code has arrived, and sends it through the form code: the patient stays on our page', async () => {
    const formCode = await chunkWith('enquiry:error');
    const page = await context.newPage();
    let releaseCode = () => {};
    const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
    let codeAsked = false;
    await page.route(`${server.origin}${formCode}`, async (route) => {
      codeAsked = true;
      await codeHeld;
      await route.continue();
    });
    await page.goto(`${server.origin}/about-us/`, { waitUntil: 'load' });
    const block = page.locator('#enquiry-form');
    await block.getByLabel(/^Name/).fill(VALID.name);
    await block.getByLabel(/^Email/).fill(VALID.email);
    await block.getByLabel(/^Phone/).fill(VALID.contact);
    await expect.poll(() => codeAsked).toBe(true);
    await block.getByRole('button', { name: 'Send enquiry' }).click();
    // Time for a plain post to leave: none does, and the page is still ours.
    await page.waitForTimeout(1000);
    expect(page.url()).toBe(`${server.origin}/about-us/`);
    expect(fake.received).toHaveLength(0);
    releaseCode();
    await page.waitForURL(`${server.origin}/thank-you/`);
    expect(fake.received).toHaveLength(1);
    // Sent by the form code (the page's own address), not by the plain post (the canonical one).
    expect(fake.received[0]?.entries).toContainEqual(['x_origin', `${server.origin}/about-us/`]);
  });

  it('keeps an empty Send on our page with JavaScript off, and says what Send will do, with the other ways in', async () => {
    const plain = await browserSite.context({ javaScriptEnabled: false });
    try {
      const page = await plain.newPage();
      await page.goto(`${server.origin}/contact-us/`);
      const block = page.locator('#enquiry-form');
      expect(await block.getByText(/JavaScript is off in your browser/).isVisible()).toBe(true);
      expect(await block.getByRole('link', { name: new RegExp(`^Call ${phoneText(clinic.callUs).source}$`) }).getAttribute('href')).toBe(
        telHref(clinic.callUs),
      );
      expect(await block.getByRole('link', { name: 'Click to WhatsApp Us' }).getAttribute('href')).toMatch(whatsappPrefix());
      expect(await block.getByRole('link', { name: `E-mail ${clinic.emails[0]}` }).getAttribute('href')).toBe(`mailto:${clinic.emails[0]}`);
      await block.getByRole('button', { name: 'Send enquiry' }).click();
      await page.waitForTimeout(500);
      expect(page.url()).toBe(`${server.origin}/contact-us/`);
      expect(await block.getByLabel(/^Name/).evaluate((field) => (field as HTMLInputElement).validity.valueMissing)).toBe(true);
      expect(fake.received).toHaveLength(0);
    } finally {
      await plain.close();
    }
  });

  it('posts the plain way without JavaScript: multipart to the service with the locale and the page address', async () => {
    const plain = await browserSite.context({ javaScriptEnabled: false });
    try {
      const page = await plain.newPage();
      await page.goto(`${server.origin}/cn/contact-us/`);
      const block = page.locator('#enquiry-form');
      await block.getByLabel(/^姓名/).fill(VALID.name);
      await block.getByLabel(/^电邮/).fill(VALID.email);
      await block.getByLabel(/^电话/).fill(VALID.contact);
      await block.getByRole('button', { name: '提交咨询' }).click();
      await page.waitForURL(`${fake.origin}/api/${FORM_ID}?locale=cn`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Enquiry received');
      expect(fake.received).toHaveLength(1);
      expect(fake.received[0]?.query).toEqual({ locale: 'cn' });
      expect(fake.received[0]?.contentType).toMatch(/^multipart\/form-data/);
      expect(fake.received[0]?.entries).toEqual([
        ['x_origin', `${SITE}/cn/contact-us/`],
        ['name', VALID.name],
        ['email', VALID.email],
        ['contact', VALID.contact],
        ['message', ''],
      ]);
    } finally {
      await plain.close();
    }
  });
});
