/** Scheduling helpers: nothing the runtime adds may compete with the page's first render or its load event. */

export function whenLoaded(win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    if (win.document.readyState === 'complete') resolve();
    else win.addEventListener('load', () => resolve(), { once: true });
  });
}

/** After the load event, once the browser is idle (or 2 s later at the latest). */
export function whenIdle(win: Window = window): Promise<void> {
  return whenLoaded(win).then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => resolve(), { timeout: 2000 });
        else win.setTimeout(resolve, 200);
      }),
  );
}

/** `ms` after the load event. */
export function afterLoad(ms: number, win: Window = window): Promise<void> {
  return whenLoaded(win).then(() => new Promise<void>((resolve) => void win.setTimeout(resolve, ms)));
}
