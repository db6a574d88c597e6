// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { resetForm, setBusy } from '../../../src/islands/form/dom.ts';
import { enquiryForm, fill } from './fixtures.ts';

describe('the busy state on the form element', () => {
  it('disables every button and submit input and marks the form aria-busy, then undoes exactly that', () => {
    const form = enquiryForm(`
      <form>
        <input name="name">
        <button type="submit">Send</button>
        <button type="button">Other</button>
        <button type="button" disabled>Off anyway</button>
        <input type="submit" value="Also send">
      </form>`);
    const buttons = [...form.querySelectorAll<HTMLButtonElement | HTMLInputElement>('button, input[type="submit"]')];
    setBusy(form, true);
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(buttons.map((b) => b.disabled)).toEqual([true, true, true, true]);
    setBusy(form, false);
    expect(form.hasAttribute('aria-busy')).toBe(false);
    expect(buttons.map((b) => b.disabled)).toEqual([false, false, true, false]);
  });
});

describe('the reset after a successful send', () => {
  it('returns every field to its initial value and clears attached files', () => {
    const form = enquiryForm(`
      <form>
        <input name="name" value="">
        <input name="topic" value="Knee">
        <textarea name="message"></textarea>
        <input type="file" name="scans">
      </form>`);
    fill(form, { name: 'Ali', topic: 'Hip', message: 'Pain' });
    const file = form.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    const list = { 0: new File(['x'], 'scan.png'), length: 1, item: () => null } as unknown as FileList;
    let files: FileList | null = list;
    // happy-dom does not let a test pick files, so the input's list is stood in for; clearing it must go through `value`.
    Object.defineProperty(file, 'files', { get: () => files, configurable: true });
    Object.defineProperty(file, 'value', {
      get: () => (files ? 'C:\\fakepath\\scan.png' : ''),
      set: (v: string) => {
        if (v === '') files = null;
      },
      configurable: true,
    });
    resetForm(form);
    const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
    expect([value('name'), value('topic'), value('message')]).toEqual(['', 'Knee', '']);
    expect(file.files).toBeNull();
    expect(file.value).toBe('');
  });
});
