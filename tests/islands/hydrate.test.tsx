// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act } from 'react';
import { hydrateIslands } from '../../src/islands/hydrate.ts';
import { Island } from '../../src/islands/Island.tsx';
import { hydrateIsland } from '../../src/islands/mount.tsx';
import { WhatsAppWidget, type WhatsAppWidgetProps } from '../../src/islands/WhatsAppWidget.tsx';
import { renderToStaticMarkup } from 'react-dom/server';
import { button } from './dom.ts';

const props: WhatsAppWidgetProps = {
  title: 'Let us help you',
  text: 'Having trouble with your bones and joints? Let us help you.',
  linkLabel: 'Click to WhatsApp Us',
  href: 'https://wa.me/6591234567?text=Hello',
  openLabel: 'Chat with us on WhatsApp',
  closeLabel: 'Close chat',
  notForEmergencies: ['Not for emergencies: call ', '.'],
  emergencyNumber: '995',
  autoOpenMs: 5000,
};

/** Renders on the server, throws once "in the browser". */
let inBrowser = false;
function Broken({ label }: { readonly label: string }) {
  if (inBrowser) throw new Error('broken in the browser');
  return <a href="#site-menu">{label}</a>;
}

let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('islands', () => {
  it('renders props as escaped JSON that cannot end the attribute or a script', () => {
    const html = renderToStaticMarkup(
      <Island name="whatsapp" component={WhatsAppWidget} props={{ ...props, text: '"</script><b>' }} load="idle" />,
    );
    expect(html).toContain('data-props="{&quot;title&quot;');
    expect(html).toContain('&quot;\\&quot;&lt;/script&gt;&lt;b&gt;&quot;');
    expect(html).not.toContain('</script>');
    expect(html).toContain('data-island-prefix="whatsapp-"');
  });

  it('keeps the page working when one island is unknown and another one starts', async () => {
    document.body.innerHTML =
      '<div data-island="nope" data-load="load" data-props="{}"><a href="/">kept</a></div>' +
      renderToStaticMarkup(<Island name="whatsapp" component={WhatsAppWidget} props={props} load="load" />);
    await act(async () => {
      hydrateIslands(document);
      await vi.dynamicImportSettled();
    });
    await vi.waitFor(() => expect(document.querySelector('[data-island="whatsapp"]')?.getAttribute('data-hydrated')).toBe('true'));
    expect(document.querySelector('[data-island="nope"]')?.getAttribute('data-hydrated')).toBe('failed');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Island "nope" could not start'), expect.any(Error));
    expect(button('Chat with us on WhatsApp')).toBeDefined();
  });

  it('never hydrates an island twice', async () => {
    document.body.innerHTML = renderToStaticMarkup(<Island name="whatsapp" component={WhatsAppWidget} props={props} load="load" />);
    await act(async () => {
      hydrateIslands(document);
      hydrateIslands(document);
      await vi.dynamicImportSettled();
    });
    await vi.waitFor(() => expect(document.querySelectorAll('button')).toHaveLength(2));
    expect(document.querySelectorAll('.whatsapp')).toHaveLength(1);
  });

  it('starts an island loaded on interaction at the first focus or press inside it, and not before', async () => {
    document.body.innerHTML = renderToStaticMarkup(<Island name="whatsapp" component={WhatsAppWidget} props={props} load="interaction" />);
    const element = document.querySelector<HTMLElement>('[data-island="whatsapp"]') as HTMLElement;
    await act(async () => {
      hydrateIslands(document);
      await vi.dynamicImportSettled();
      // Longer than an idle start would take (requestIdleCallback, or 200 ms without it).
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(element.dataset.hydrated).toBe('pending');
    await act(async () => {
      element.querySelector('a')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      await vi.dynamicImportSettled();
    });
    await vi.waitFor(() => expect(element.dataset.hydrated).toBe('true'));
  });

  it('starts such an island at once when the address carries the parameter it names', async () => {
    const address = window.location.href;
    onTestFinished(() => window.history.replaceState(null, '', address));
    window.history.replaceState(null, '', '/search/?q=knee');
    document.body.innerHTML = renderToStaticMarkup(
      <Island name="whatsapp" component={WhatsAppWidget} props={props} load="interaction" loadQuery="q" />,
    );
    await act(async () => {
      hydrateIslands(document);
      await vi.dynamicImportSettled();
    });
    await vi.waitFor(() => expect(document.querySelector('[data-island="whatsapp"]')?.getAttribute('data-hydrated')).toBe('true'));
  });

  it('puts back the server HTML of an island that throws while hydrating, and logs it on its own', async () => {
    document.body.innerHTML = `<div id="island" data-island="broken">${renderToStaticMarkup(<Broken label="Menu" />)}</div>`;
    const element = document.getElementById('island') as HTMLElement;
    inBrowser = true;
    // As in a browser, outside act(): act() would rethrow the error instead of letting the root report it.
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    env.IS_REACT_ACT_ENVIRONMENT = false;
    onTestFinished(() => {
      env.IS_REACT_ACT_ENVIRONMENT = true;
    });
    hydrateIsland(Broken)(element, { label: 'Menu' }, 'broken-');
    await vi.waitFor(() => expect(element.dataset.hydrated).toBe('failed'));
    await vi.waitFor(() => expect(element.innerHTML).toBe('<a href="#site-menu">Menu</a>'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Island "broken" failed'), expect.any(Error));
  });
});
