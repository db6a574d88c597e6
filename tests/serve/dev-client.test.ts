// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectLiveReload } from '../../scripts/lib/dev/dev-client.ts';

/** Stands in for the browser's EventSource: the test plays the server's events. */
class FakeEventSource {
  static last: FakeEventSource | undefined;
  readonly listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  close() {
    this.closed = true;
  }
}

let reload: ReturnType<typeof vi.fn<() => void>>;
let disconnect: () => void;
const source = () => FakeEventSource.last as FakeEventSource;
const overlay = () => document.querySelector('[role="alertdialog"]');

beforeEach(() => {
  history.replaceState(null, '', '/blog/common-causes-of-knee-pain/');
  document.body.innerHTML = '<main><a href="/">Home</a></main>';
  reload = vi.fn<() => void>();
  disconnect = connectLiveReload({ window, EventSource: FakeEventSource as unknown as typeof EventSource, reload });
});

afterEach(() => disconnect());

describe('the dev live-reload client', () => {
  it('listens to the dev server’s event stream', () => {
    expect(source().url).toBe('/__dev/events');
    disconnect();
    expect(source().closed).toBe(true);
  });

  it('reloads when this page was rendered again or everything was, and not for other pages', () => {
    source().emit('reload', { paths: ['/about-us/', '/blog/'] });
    expect(reload).not.toHaveBeenCalled();
    source().emit('reload', { paths: ['/blog/', '/blog/common-causes-of-knee-pain/'] });
    expect(reload).toHaveBeenCalledTimes(1);
    source().emit('reload', { paths: 'all' });
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('shows a failed build as an alert dialog that takes focus, updates it, and reloads on the next good build', () => {
    const link = document.querySelector('a') as HTMLAnchorElement;
    link.focus();
    source().emit('build-error', { message: 'content/en/blog/x.md: front matter is not valid YAML' });
    const dialog = overlay() as HTMLElement;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('The build failed');
    expect(dialog.querySelector('pre')?.textContent).toBe('content/en/blog/x.md: front matter is not valid YAML');
    expect(document.activeElement).toBe(dialog);

    source().emit('build-error', { message: 'locales/cn.json: missing key "form.submit"' });
    expect(document.querySelectorAll('[role="alertdialog"]')).toHaveLength(1);
    expect(dialog.querySelector('pre')?.textContent).toBe('locales/cn.json: missing key "form.submit"');

    // A page the fix does not touch still reloads: it is showing the error.
    source().emit('reload', { paths: ['/about-us/'] });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('closes with Escape or Hide and gives focus back', () => {
    const link = document.querySelector('a') as HTMLAnchorElement;
    link.focus();
    source().emit('build-error', { message: 'broken' });
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(overlay()).toBeNull();
    expect(document.activeElement).toBe(link);
    source().emit('build-error', { message: 'broken again' });
    (overlay()?.querySelector('button') as HTMLButtonElement | null)?.click();
    expect(overlay()).toBeNull();
  });
});
