/**
 * The live-reload client that the dev server adds to every page (never part of the built site). It listens to
 * the server's event stream: after a build, the page reloads if it was rendered again (or everything was); after
 * a failed build, an overlay shows the error until the next good build, which reloads the page.
 * The overlay is an alert dialog that takes focus, so a screen reader announces it; Escape or Hide closes it.
 * Styles are set through the CSSOM, which the site's Content-Security-Policy (style-src 'self') allows.
 */

export interface ReloadEvent {
  readonly paths: readonly string[] | 'all';
}

export interface LiveReloadOptions {
  readonly window: Window;
  readonly EventSource: typeof EventSource;
  readonly reload?: () => void;
  readonly url?: string;
}

const OVERLAY_ID = 'dev-build-error';

export function connectLiveReload({
  window: win,
  EventSource: Source,
  reload = () => win.location.reload(),
  url = '/__dev/events',
}: LiveReloadOptions): () => void {
  const doc = win.document;
  const source = new Source(url);
  let returnFocus: Element | null = null;

  const hide = () => {
    doc.getElementById(OVERLAY_ID)?.remove();
    if (returnFocus && 'focus' in returnFocus && typeof returnFocus.focus === 'function') (returnFocus as HTMLElement).focus();
  };

  const show = (message: string) => {
    let overlay = doc.getElementById(OVERLAY_ID);
    if (!overlay) {
      returnFocus = doc.activeElement;
      overlay = buildOverlay(doc, hide);
      doc.body.append(overlay);
    }
    const text = overlay.querySelector('pre');
    if (text) text.textContent = message;
    overlay.focus();
  };

  source.addEventListener('reload', (event) => {
    const { paths } = JSON.parse((event as MessageEvent<string>).data) as ReloadEvent;
    const here = win.location.pathname;
    if (doc.getElementById(OVERLAY_ID) || paths === 'all' || paths.includes(here)) reload();
  });
  source.addEventListener('build-error', (event) =>
    show((JSON.parse((event as MessageEvent<string>).data) as { message: string }).message),
  );
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && doc.getElementById(OVERLAY_ID)) hide();
  };
  win.addEventListener('keydown', onKey);
  return () => {
    source.close();
    win.removeEventListener('keydown', onKey);
  };
}

function buildOverlay(doc: Document, hide: () => void): HTMLElement {
  const overlay = doc.createElement('div');
  overlay.id = OVERLAY_ID;
  overlay.setAttribute('role', 'alertdialog');
  overlay.setAttribute('aria-modal', 'true');
  overlay.setAttribute('aria-labelledby', `${OVERLAY_ID}-title`);
  overlay.setAttribute('aria-describedby', `${OVERLAY_ID}-text`);
  overlay.tabIndex = -1;
  Object.assign(overlay.style, {
    position: 'fixed',
    inset: '0',
    zIndex: '2147483647',
    overflow: 'auto',
    padding: '2rem',
    background: 'rgb(20 24 28 / 94%)',
    color: '#fff',
    font: '16px/1.5 system-ui, sans-serif',
  });
  const title = doc.createElement('h2');
  title.id = `${OVERLAY_ID}-title`;
  title.textContent = 'The build failed';
  Object.assign(title.style, { margin: '0 0 .5rem', color: '#ffb4a2', fontSize: '1.5rem' });
  const hint = doc.createElement('p');
  hint.id = `${OVERLAY_ID}-text`;
  hint.textContent = 'This page shows the last good build. Fix the problem below and save: the page reloads by itself.';
  const text = doc.createElement('pre');
  Object.assign(text.style, {
    whiteSpace: 'pre-wrap',
    font: '14px/1.5 ui-monospace, monospace',
    background: '#000',
    padding: '1rem',
    borderRadius: '6px',
  });
  const button = doc.createElement('button');
  button.type = 'button';
  button.textContent = 'Hide';
  Object.assign(button.style, { font: 'inherit', padding: '.4rem 1rem', cursor: 'pointer' });
  button.addEventListener('click', hide);
  overlay.append(title, hint, text, button);
  return overlay;
}
