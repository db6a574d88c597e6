// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from '../../src/components/SiteFooter.tsx';
import { SiteHeader } from '../../src/components/SiteHeader.tsx';
import { PAGE_CHANGE } from '../../src/shared/page-events.ts';
import { nextSidebar } from '../../src/islands/SiteMenu.tsx';
import { clinic } from '../../src/site/clinic.ts';
import { renderContext, renderWith } from '../helpers/render-context.tsx';
import { button, dialog, hydrate, link, run } from './dom.ts';

const LEFT = 'Menu';
const RIGHT = 'Clinic information menu';
const root = document.documentElement;

async function page(): Promise<void> {
  const ctx = await renderContext('about-us', 'en');
  document.body.innerHTML = renderWith(
    ctx,
    <>
      <SiteHeader />
      <main id="main">
        <a href="/services/">A link in the page</a>
      </main>
      <SiteFooter layout="default" />
    </>,
  );
}

const key = (target: EventTarget, init: KeyboardEventInit) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
const focused = () => document.activeElement;
const left = () => dialog('Menu');
/** The clinic information sidebar is named after the clinic. */
const right = () => dialog(clinic.name.en);

beforeEach(async () => {
  vi.spyOn(console, 'warn');
  vi.spyOn(console, 'error');
  await page();
});

afterEach(async () => {
  // Close what a test left open, so its scroll lock and focus trap end with it.
  for (const open of document.querySelectorAll('dialog[open]')) await run(() => key(open, { key: 'Escape' }));
  expect(root.hasAttribute('data-scroll-locked')).toBe(false);
  expect(console.warn).not.toHaveBeenCalled();
  expect(console.error).not.toHaveBeenCalled();
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('header menu without JavaScript', () => {
  it('links to the footer navigation and clinic information, and keeps both sidebars closed', () => {
    expect(link(LEFT).getAttribute('href')).toBe('#site-menu');
    expect(link(RIGHT).getAttribute('href')).toBe('#clinic-info');
    expect(document.querySelector('footer #site-menu nav')).not.toBeNull();
    expect(document.querySelector('footer #clinic-info address')).not.toBeNull();
    expect(left().open).toBe(false);
    expect(right().open).toBe(false);
  });
});

describe('sidebar rules', () => {
  it('opens one side at a time, and a button toggles its own side', () => {
    expect(nextSidebar(null, 'left')).toBe('left');
    expect(nextSidebar('left', 'right')).toBe('right');
    expect(nextSidebar('right', 'left')).toBe('left');
    expect(nextSidebar('left', 'left')).toBeNull();
  });

  it('turns the links into buttons that say what they control', async () => {
    await hydrate('menu');
    for (const [name, dialogId] of [
      [LEFT, 'sidebar-menu'],
      [RIGHT, 'sidebar-info'],
    ] as const) {
      expect(button(name).getAttribute('aria-expanded')).toBe('false');
      expect(button(name).getAttribute('aria-controls')).toBe(dialogId);
      expect(document.getElementById(dialogId)?.tagName).toBe('DIALOG');
    }
  });

  it('opens the left sidebar with the navigation and a tel: link, focus inside, page scrolling locked', async () => {
    await hydrate('menu');
    await run(() => button(LEFT).click());
    expect(left().open).toBe(true);
    expect(button(LEFT).getAttribute('aria-expanded')).toBe('true');
    expect(left().querySelector('nav a[aria-current="page"]')?.textContent).toBe('About us');
    expect(left().querySelector('a[href^="tel:"]')).not.toBeNull();
    expect(focused()).toBe(button('Close menu', left()));
    expect(root.hasAttribute('data-scroll-locked')).toBe(true);
  });

  it('opens the right sidebar with the doctor, the form, badges, clinic information and social links', async () => {
    await hydrate('menu');
    await run(() => button(RIGHT).click());
    const sidebar = right();
    expect(sidebar.open).toBe(true);
    expect(sidebar.querySelector(`img[src="${clinic.doctor.image}"]`)?.getAttribute('alt')).toContain(clinic.doctor.name.en);
    expect(sidebar.textContent).toContain(`over ${clinic.doctor.yearsOfExperience} years of experience`);
    expect(sidebar.querySelector('#sidebar-form-name')).not.toBeNull();
    // Each badge of the clinic facts, by what a person reads: its link's picture named for the record.
    for (const badge of clinic.awards)
      expect(sidebar.querySelector(`a[href="${badge.href}"] img`)?.getAttribute('alt')).toContain(badge.name.en);
    expect(clinic.awards.length).toBeGreaterThan(0);
    expect(sidebar.querySelector('address')).not.toBeNull();
    expect(link(/Instagram/, sidebar).href).toMatch(/^https:\/\/www\.instagram\.com\//);
  });

  it('closes the open sidebar when the other one opens', async () => {
    await hydrate('menu');
    await run(() => button(LEFT).click());
    await run(() => button(RIGHT).click());
    expect(left().open).toBe(false);
    expect(right().open).toBe(true);
    expect(button(LEFT).getAttribute('aria-expanded')).toBe('false');
    expect(button(RIGHT).getAttribute('aria-expanded')).toBe('true');
    expect(root.hasAttribute('data-scroll-locked')).toBe(true);
  });

  it('closes on Escape and gives focus back to its button', async () => {
    await hydrate('menu');
    await run(() => button(LEFT).click());
    await run(() => key(focused() as Element, { key: 'Escape' }));
    expect(left().open).toBe(false);
    expect(focused()).toBe(button(LEFT));
    expect(root.hasAttribute('data-scroll-locked')).toBe(false);
  });

  it('closes on a click on the overlay, not on a click inside', async () => {
    await hydrate('menu');
    await run(() => button(RIGHT).click());
    await run(() => right().querySelector('p')?.click());
    expect(right().open).toBe(true);
    // A click on the ::backdrop reaches the <dialog> itself; its content fills it, so nothing else does.
    await run(() => right().click());
    expect(right().open).toBe(false);
    expect(focused()).toBe(button(RIGHT));
  });

  it("closes with its close button and on the browser's own close request", async () => {
    await hydrate('menu');
    await run(() => button(LEFT).click());
    await run(() => button('Close menu', left()).click());
    expect(left().open).toBe(false);
    await run(() => button(LEFT).click());
    await run(() => left().dispatchEvent(new Event('cancel', { cancelable: true })));
    expect(left().open).toBe(false);
    expect(button(LEFT).getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a page change without taking focus from the new page', async () => {
    await hydrate('menu');
    await run(() => button(LEFT).click());
    await run(() => {
      window.dispatchEvent(new CustomEvent(PAGE_CHANGE, { detail: { path: '/services/' } }));
      // The runtime focuses the new content.
      document.getElementById('main')?.setAttribute('tabindex', '-1');
      document.getElementById('main')?.focus();
    });
    expect(left().open).toBe(false);
    expect(focused()).toBe(document.getElementById('main'));
    expect(root.hasAttribute('data-scroll-locked')).toBe(false);
  });

  it('closes when the screen crosses the breakpoint, where its button disappears', async () => {
    const screen = Object.assign(new EventTarget(), { matches: false, media: '(min-width: 1024px)' });
    vi.spyOn(window, 'matchMedia').mockReturnValue(screen as unknown as MediaQueryList);
    await hydrate('menu');
    await run(() => button(LEFT).click());
    await run(() => screen.dispatchEvent(new Event('change')));
    expect(left().open).toBe(false);
  });

  it('keeps Tab and Shift+Tab inside the open sidebar, and brings stray focus back', async () => {
    await hydrate('menu');
    await run(() => button(LEFT).click());
    const items = [...left().querySelectorAll<HTMLElement>('a[href], button')];
    const first = items[0] as HTMLElement;
    const last = items.at(-1) as HTMLElement;
    expect(first).toBe(button('Close menu', left()));
    last.focus();
    expect(key(last, { key: 'Tab' })).toBe(false);
    expect(focused()).toBe(first);
    expect(key(first, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(focused()).toBe(last);
    // Tab between two inner items is left to the browser.
    first.focus();
    expect(key(first, { key: 'Tab' })).toBe(true);
    await run(() => link('A link in the page').focus());
    expect(left().contains(focused())).toBe(true);
  });

  it('pads the page by the width of the scrollbar it hides, and removes it on close', async () => {
    vi.spyOn(root, 'clientWidth', 'get').mockReturnValue(1009);
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1024);
    await hydrate('menu');
    await run(() => button(RIGHT).click());
    expect(root.style.getPropertyValue('--scrollbar-gap')).toBe('15px');
    await run(() => key(focused() as Element, { key: 'Escape' }));
    expect(root.style.getPropertyValue('--scrollbar-gap')).toBe('');
  });

  it('keeps keyboard focus when a link becomes a button', async () => {
    link(LEFT).focus();
    await hydrate('menu');
    expect(focused()).toBe(button(LEFT));
  });
});

describe('header state through the island', () => {
  it('is set on the header from 80 px of scroll', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    await hydrate('menu');
    const header = document.querySelector('header') as HTMLElement;
    window.scrollTo(0, 79);
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersToNextFrame();
    expect(header.dataset.state).toBe('inactive');
    window.scrollTo(0, 80);
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersToNextFrame();
    expect(header.dataset.state).toBe('active');
    window.scrollTo(0, 0);
  });
});
