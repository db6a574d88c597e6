/**
 * How long a page change may take to get ready (its code, the build manifest, the payload) before the browser
 * loads the page itself. While a page change waits, nothing on screen says so: no spinner, no progress bar, the
 * old page stays as it was, and a visitor clicks again or leaves. A full load at least shows the browser's own
 * progress, and may well succeed: a stalled payload says nothing about the page's HTML. A payload is a few
 * kilobytes and arrives within a few hundred milliseconds even on a slow mobile connection, so a change still
 * waiting after 3 s is almost certainly stuck, and 3 s is about as long as people wait for a click to do
 * something before they try again or give up.
 */
export const PAGE_CHANGE_TIMEOUT_MS = 3000;

export const TIMED_OUT = Symbol('timed out');

export interface Deadline {
  /** Resolves with TIMED_OUT once the time is up. */
  readonly passed: Promise<typeof TIMED_OUT>;
  /** Stops the timer (the work finished in time). */
  cancel(): void;
}

/** A deadline `ms` from now, on the window's clock. */
export function deadline(win: Window, ms: number = PAGE_CHANGE_TIMEOUT_MS): Deadline {
  let timer: number | undefined;
  const passed = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = win.setTimeout(() => resolve(TIMED_OUT), ms);
  });
  return { passed, cancel: () => win.clearTimeout(timer) };
}

/** The task's result, or TIMED_OUT when the deadline passes first. A failing task still rejects. */
export function raceDeadline<T>(task: Promise<T>, limit: Deadline): Promise<T | typeof TIMED_OUT> {
  return Promise.race([task, limit.passed]);
}
