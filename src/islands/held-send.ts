/**
 * A send pressed before a form island's code has arrived. The plain post would work, but it would leave the
 * visitor on the form service's own answer page, in its words, not ours. So the send is held: once the island
 * says it is ready (READY_EVENT, from the form, when its controller exists), the same send is made again and the
 * island handles it; if the island's code cannot start, the form posts the plain way, as with JavaScript off.
 * Only forms marked HOLD_ATTRIBUTE in their server markup are held.
 */

/** Marks, in a form island's server markup, a form whose sends wait for its code. */
export const HOLD_ATTRIBUTE = 'data-hold-send';
/** Dispatched (bubbling) by a held form's island once it handles sends itself. */
export const READY_EVENT = 'island-ready';

export interface HeldSend {
  /** The island's code could not start: a held send goes out the plain way. */
  readonly fail: () => void;
}

export function holdSends(element: HTMLElement): HeldSend | undefined {
  if (!element.querySelector(`form[${HOLD_ATTRIBUTE}]`)) return undefined;
  let held = false;
  let settled = false;
  const onSubmit = (event: Event) => {
    if (settled || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    held = true;
    event.target.setAttribute('aria-busy', 'true');
  };
  const settle = () => {
    if (settled) return;
    settled = true;
    element.removeEventListener('submit', onSubmit, true);
    element.removeEventListener(READY_EVENT, settle);
    // Hydration keeps the server's form element; it is looked up again in case the island drew its own.
    const form = element.querySelector<HTMLFormElement>(`form[${HOLD_ATTRIBUTE}]`);
    form?.removeAttribute('aria-busy');
    if (held && form) form.requestSubmit(form.querySelector<HTMLElement>('[type="submit"]'));
  };
  // Capture, on the island's element: before the form itself, and before the browser's plain post.
  element.addEventListener('submit', onSubmit, true);
  element.addEventListener(READY_EVENT, settle);
  return { fail: settle };
}
