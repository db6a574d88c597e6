// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageLoaded } from '../../src/shared/page-load.ts';
import { WhatsApp } from '../../src/components/WhatsApp.tsx';
import type { LocaleCode } from '../../src/i18n/locales.ts';
import { clinic } from '../../src/site/clinic.ts';
import { renderContext, renderWith } from '../helpers/render-context.tsx';
import { advance, button, hydrate, link, queryButton, run } from './dom.ts';

// The load event's time is what the 5,000 ms count from; each test says when it happened.
vi.mock('../../src/shared/page-load.ts', () => ({ pageLoaded: vi.fn() }));

const OPEN = 'Chat with us on WhatsApp';

async function page(locale: LocaleCode = 'en', extra = ''): Promise<void> {
  const ctx = await renderContext('about-us', locale);
  document.body.innerHTML = `<main><p><a href="/x/">A link in the page</a></p><input aria-label="Your name">${extra}</main>${renderWith(ctx, <WhatsApp />)}`;
}

const panel = () => {
  const id = button(OPEN).getAttribute('aria-controls') ?? '';
  return document.getElementById(id) as HTMLElement;
};

let warnings: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(pageLoaded).mockResolvedValue(0);
  warnings = vi.spyOn(console, 'warn');
  vi.spyOn(console, 'error');
});

afterEach(() => {
  // Hydration must be silent: a mismatch is reported through console.warn (mount.tsx) or console.error.
  expect(warnings).not.toHaveBeenCalled();
  expect(console.error).not.toHaveBeenCalled();
  document.body.innerHTML = '';
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('WhatsApp widget without JavaScript', () => {
  it.each(['en', 'cn', 'bh'] as const)('is a round link to the chat with the enquiry prefilled in %s', async (locale) => {
    await page(locale);
    const chat = document.querySelector<HTMLAnchorElement>('.whatsapp a[href^="https://wa.me/"]');
    const url = new URL(chat?.href ?? '');
    expect(url.origin + url.pathname).toBe(`https://wa.me/${clinic.whatsapp.number.replace('+', '')}`);
    expect(url.searchParams.get('text')).toBe(clinic.whatsapp.text[locale]);
    expect(document.querySelector('.whatsapp button')).toBeNull();
    expect(document.body.textContent).not.toContain('Let us help you');
  });
});

describe('WhatsApp panel and emergencies', () => {
  it.each([
    ['en', 'Not for emergencies: call 995.'],
    ['cn', '紧急情况请勿使用 WhatsApp，请拨打995。'],
    ['bh', 'Bukan untuk kecemasan: hubungi 995.'],
  ] as const)('says it is not for emergencies, with 995 as a tap-to-call link (%s)', async (locale, words) => {
    await page(locale);
    await hydrate('whatsapp');
    const panel = document.querySelector('.whatsapp section') as HTMLElement;
    expect(panel.textContent).toContain(words);
    const call = [...panel.querySelectorAll('a')].find((a) => a.textContent === '995');
    expect(call?.getAttribute('href')).toBe('tel:995');
  });
});

describe('WhatsApp widget, hydrated', () => {
  it('becomes a button that controls a hidden panel', async () => {
    await page();
    await hydrate('whatsapp');
    expect(button(OPEN).getAttribute('aria-expanded')).toBe('false');
    expect(panel().hidden).toBe(true);
    expect(panel().getAttribute('aria-labelledby')).toBeTruthy();
  });

  it('opens by itself at 5,000 ms after load, not at 4,999 ms, without moving focus', async () => {
    await page();
    await hydrate('whatsapp');
    const input = document.querySelector('input') as HTMLInputElement;
    expect(document.activeElement).toBe(document.body);
    await advance(4999);
    expect(panel().hidden).toBe(true);
    await advance(1);
    expect(panel().hidden).toBe(false);
    expect(button(OPEN).getAttribute('aria-expanded')).toBe('true');
    expect(panel().querySelector('h2')?.textContent).toBe('Let us help you');
    expect(panel().textContent).toContain('Having trouble with your bones and joints? Let us help you.');
    expect(link('Click to WhatsApp Us').href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(document.activeElement).toBe(document.body);
    expect(input).not.toBe(document.activeElement);
  });

  it('counts the 5,000 ms from the load event, not from its own late start', async () => {
    await page();
    await advance(1500);
    await hydrate('whatsapp');
    await advance(3499);
    expect(panel().hidden).toBe(true);
    await advance(1);
    expect(panel().hidden).toBe(false);
  });

  it('stays closed at 7 s when closed before 5 s, and focus returns to the button', async () => {
    await page();
    await hydrate('whatsapp');
    await advance(2000);
    await run(() => button(OPEN).click());
    expect(panel().hidden).toBe(false);
    await run(() => button('Close chat').focus());
    await run(() => button('Close chat').click());
    expect(panel().hidden).toBe(true);
    expect(document.activeElement).toBe(button(OPEN));
    await advance(5000);
    expect(panel().hidden).toBe(true);
  });

  it('stays as the visitor left it when they used the button before 5 s', async () => {
    await page();
    await hydrate('whatsapp');
    await advance(1000);
    await run(() => button(OPEN).click());
    await run(() => button(OPEN).click());
    expect(panel().hidden).toBe(true);
    await advance(6000);
    expect(panel().hidden).toBe(true);
    await run(() => button(OPEN).click());
    expect(panel().hidden).toBe(false);
  });

  it('can be closed after opening by itself and reopened with the button', async () => {
    await page();
    await hydrate('whatsapp');
    await advance(5000);
    await run(() => button('Close chat').click());
    expect(panel().hidden).toBe(true);
    await run(() => button(OPEN).click());
    expect(panel().hidden).toBe(false);
    await run(() => button(OPEN).click());
    expect(panel().hidden).toBe(true);
  });

  it('closes on Escape from inside the panel and gives focus back to the button', async () => {
    await page();
    await hydrate('whatsapp');
    await run(() => button(OPEN).click());
    await run(() => link('Click to WhatsApp Us').focus());
    await run(() => link('Click to WhatsApp Us').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(panel().hidden).toBe(true);
    expect(document.activeElement).toBe(button(OPEN));
  });

  it('waits while the visitor types in a field, and opens a second after they leave it', async () => {
    await page();
    await hydrate('whatsapp');
    const input = document.querySelector('input') as HTMLInputElement;
    await run(() => input.focus());
    await advance(8000);
    expect(panel().hidden).toBe(true);
    await run(() => input.blur());
    await advance(1000);
    expect(panel().hidden).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });

  it('waits while a sidebar is open', async () => {
    await page('en', '<dialog open><p>Sidebar</p></dialog>');
    await hydrate('whatsapp');
    await advance(9000);
    expect(panel().hidden).toBe(true);
    await run(() => document.querySelector('dialog')?.removeAttribute('open'));
    await advance(1000);
    expect(panel().hidden).toBe(false);
  });

  it('never covers the element the visitor has focused: it waits, and closes if focus moves under it', async () => {
    await page();
    await hydrate('whatsapp');
    // happy-dom has no layout: the panel sits at the bottom right, the page's link right under it.
    const rects = new Map<Element, DOMRect>([
      [panel(), new DOMRect(700, 500, 320, 200)],
      [link('A link in the page'), new DOMRect(750, 550, 100, 24)],
      [document.querySelector('input') as Element, new DOMRect(20, 100, 200, 40)],
    ]);
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return rects.get(this) ?? new DOMRect(0, 0, 0, 0);
    });
    await run(() => link('A link in the page').focus());
    await advance(7000);
    expect(panel().hidden).toBe(true);
    await run(() => link('A link in the page').blur());
    await advance(1000);
    expect(panel().hidden).toBe(false);
    await run(() => link('A link in the page').focus());
    expect(panel().hidden).toBe(true);
  });

  it('once closed, does not open by itself again in the same visit (a new page load)', async () => {
    await page();
    await hydrate('whatsapp');
    await advance(5000);
    await run(() => button('Close chat').click());
    // The next page of the visit: the same tab's sessionStorage, a fresh widget.
    await page();
    await hydrate('whatsapp');
    await advance(20_000);
    expect(panel().hidden).toBe(true);
    await run(() => button(OPEN).click());
    expect(panel().hidden).toBe(false);
  });

  it('closing it with the button also counts as closed for the visit', async () => {
    await page();
    await hydrate('whatsapp');
    await advance(5000);
    await run(() => button(OPEN).click());
    await page();
    await hydrate('whatsapp');
    await advance(20_000);
    expect(panel().hidden).toBe(true);
  });

  it('waits while a failed enquiry shows its problems', async () => {
    await page('en', '<div class="form-summary" role="group"><p>There is a problem</p></div>');
    await hydrate('whatsapp');
    await advance(9000);
    expect(panel().hidden).toBe(true);
    await run(() => document.querySelector('.form-summary')?.remove());
    await advance(1000);
    expect(panel().hidden).toBe(false);
  });

  it('does not open on an error page', async () => {
    document.documentElement.dataset.page = 'error-404___en';
    try {
      await page();
      await hydrate('whatsapp');
      await advance(20_000);
      expect(panel().hidden).toBe(true);
    } finally {
      delete document.documentElement.dataset.page;
    }
  });

  it("waits while it would cover the page's first call to action", async () => {
    await page('en', '<a class="button" href="#enquiry-form">Make an enquiry</a>');
    await hydrate('whatsapp');
    let actionTop = 550;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      if (this === panel()) return new DOMRect(20, 400, 335, 200);
      if (this === link('Make an enquiry')) return new DOMRect(20, actionTop, 200, 48);
      return new DOMRect(0, 0, 0, 0);
    });
    await advance(8000);
    expect(panel().hidden).toBe(true);
    actionTop = -100;
    await advance(1000);
    expect(panel().hidden).toBe(false);
  });

  it('keeps keyboard focus when it turns its link into a button', async () => {
    await page();
    const chat = document.querySelector<HTMLAnchorElement>('.whatsapp a') as HTMLAnchorElement;
    chat.focus();
    await hydrate('whatsapp');
    expect(document.activeElement).toBe(button(OPEN));
    expect(queryButton('Close chat')).toBeDefined();
  });
});
