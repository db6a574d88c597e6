/**
 * What a visitor types is kept in sessionStorage as they type, so a reload or an accidental navigation within
 * the tab loses nothing. Only text the visitor typed is kept (no hidden fields, files, passwords or
 * captcha tokens), one draft per form id shared by every copy of that form, and it is removed only after a
 * successful send. Nothing here logs: a draft holds personal details. Storage can be missing or refuse writes
 * (private modes, quotas); then the form simply works without a draft.
 */
export const DRAFT_ATTRIBUTE = 'data-draft-key';
const PREFIX = 'form-draft:';
const KEPT_TYPES = new Set(['text', 'email', 'tel', 'url', 'search', 'number', 'textarea', 'select-one']);

export type Draft = Readonly<Record<string, string>>;

export function draftStorageKey(formId: string): string {
  return `${PREFIX}${formId}`;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function keptControl(element: unknown): element is Control {
  const control = element as Partial<Control> | null;
  return !!control?.name && typeof control.type === 'string' && KEPT_TYPES.has(control.type) && !control.name.startsWith('g-recaptcha');
}

export function readDraft(storage: Storage | undefined, key: string): Draft {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/** One field changed: merged into the stored draft, so typing in a second copy of the form never erases the first. */
export function saveDraftField(storage: Storage | undefined, key: string, name: string, value: string): void {
  try {
    storage?.setItem(key, JSON.stringify({ ...readDraft(storage, key), [name]: value }));
  } catch {
    // Storage full or refused: the draft is a safety net, the form itself still works.
  }
}

export function clearDraft(storage: Storage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // As above: nothing to undo.
  }
}

/** Puts the draft back into the fields that are still empty (a browser may have restored some already). */
export function restoreDraft(form: HTMLFormElement, draft: Draft): number {
  let restored = 0;
  for (const control of form.elements) {
    if (!keptControl(control)) continue;
    const value = draft[control.name];
    if (value && control.value === '') {
      control.value = value;
      restored += 1;
    }
  }
  return restored;
}

/**
 * Restores the drafts of the forms under `root` and keeps them while the visitor types. It runs from the page's
 * small entry module, before any island has loaded, so keys pressed before React arrives are kept too.
 */
export function keepDrafts(root: Document, storage: Storage | undefined): void {
  for (const form of root.querySelectorAll<HTMLFormElement>(`form[${DRAFT_ATTRIBUTE}]`)) {
    restoreDraft(form, readDraft(storage, form.getAttribute(DRAFT_ATTRIBUTE) ?? ''));
  }
  root.addEventListener('input', (event) => {
    const control = event.target;
    if (!keptControl(control)) return;
    const key = control.form?.getAttribute(DRAFT_ATTRIBUTE);
    if (key) saveDraftField(storage, key, control.name, control.value);
  });
}

/** sessionStorage, or undefined where reading the property itself throws (storage blocked by the browser). */
export function sessionStore(win: Window): Storage | undefined {
  try {
    return win.sessionStorage;
  } catch {
    return undefined;
  }
}
