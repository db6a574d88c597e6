/** What a submission does to the form element itself: the busy state and the reset after success. */

/** Buttons the busy state disabled, so it re-enables those only (a button disabled for its own reasons stays so). */
const disabledByBusy = new WeakMap<HTMLFormElement, Set<HTMLButtonElement | HTMLInputElement>>();

/** While busy every button and submit input of the form is disabled and the form is aria-busy. */
export function setBusy(form: HTMLFormElement, busy: boolean): void {
  if (busy) {
    const disabled = new Set<HTMLButtonElement | HTMLInputElement>();
    for (const button of form.querySelectorAll<HTMLButtonElement | HTMLInputElement>('button, input[type="submit"], input[type="image"]')) {
      if (button.disabled) continue;
      button.disabled = true;
      disabled.add(button);
    }
    disabledByBusy.set(form, disabled);
    form.setAttribute('aria-busy', 'true');
  } else {
    for (const button of disabledByBusy.get(form) ?? []) button.disabled = false;
    disabledByBusy.delete(form);
    form.removeAttribute('aria-busy');
  }
}

/** Every field back to its initial value, and attached files dropped (reset alone leaves them in some browsers). */
export function resetForm(form: HTMLFormElement): void {
  form.reset();
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="file"]')) input.value = '';
}
