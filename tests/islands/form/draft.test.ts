// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, draftStorageKey, keepDrafts, readDraft, restoreDraft, saveDraftField } from '../../../src/islands/form/draft.ts';
import { enquiryForm, fill } from './fixtures.ts';

const KEY = draftStorageKey('test-form');

function type(control: HTMLInputElement | HTMLTextAreaElement, value: string) {
  control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

beforeEach(() => sessionStorage.clear());

describe('the draft of a form', () => {
  it('is kept field by field as the visitor types, text fields only', () => {
    const form = enquiryForm();
    keepDrafts(document, sessionStorage);
    type(form.elements.namedItem('name') as HTMLInputElement, 'Tan Mei Ling');
    type(form.elements.namedItem('message') as HTMLTextAreaElement, 'Knee pain');
    const hidden = form.elements.namedItem('x_origin') as HTMLInputElement;
    hidden.dispatchEvent(new Event('input', { bubbles: true }));
    expect(KEY).toBe('form-draft:test-form');
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? '')).toEqual({ name: 'Tan Mei Ling', message: 'Knee pain' });
  });

  it('merges fields typed in two copies of the form, so neither erases the other', () => {
    document.body.innerHTML = '';
    saveDraftField(sessionStorage, KEY, 'name', 'Ali');
    saveDraftField(sessionStorage, KEY, 'message', 'Hip');
    saveDraftField(sessionStorage, KEY, 'name', 'Ali Hassan');
    expect(readDraft(sessionStorage, KEY)).toEqual({ name: 'Ali Hassan', message: 'Hip' });
  });

  it('comes back into the empty fields after a reload, and leaves what the browser restored', () => {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ name: 'Tan Mei Ling', email: 'mei@example.com', message: 'Knee pain', x_origin: 'https://evil.test/' }),
    );
    const form = enquiryForm();
    fill(form, { email: 'restored-by-browser@example.com' });
    keepDrafts(document, sessionStorage);
    const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
    expect([value('name'), value('email'), value('contact'), value('message'), value('x_origin')]).toEqual([
      'Tan Mei Ling',
      'restored-by-browser@example.com',
      '',
      'Knee pain',
      'https://clinic.test/about-us/',
    ]);
  });

  it('is removed by clearDraft, and restoring nothing changes nothing', () => {
    saveDraftField(sessionStorage, KEY, 'name', 'Ali');
    clearDraft(sessionStorage, KEY);
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(restoreDraft(enquiryForm(), readDraft(sessionStorage, KEY))).toBe(0);
  });

  it('survives broken, missing or refusing storage without throwing', () => {
    sessionStorage.setItem(KEY, '{not json');
    expect(readDraft(sessionStorage, KEY)).toEqual({});
    sessionStorage.setItem(KEY, JSON.stringify({ name: 3, email: 'a@b.co' }));
    expect(readDraft(sessionStorage, KEY)).toEqual({ email: 'a@b.co' });
    expect(readDraft(undefined, KEY)).toEqual({});
    const full = {
      getItem: () => null,
      setItem: vi.fn(() => {
        throw new Error('QuotaExceededError');
      }),
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(() => saveDraftField(full, KEY, 'name', 'Ali')).not.toThrow();
    expect(() => clearDraft(full, KEY)).not.toThrow();
  });

  it('never writes to the console', () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) => vi.spyOn(console, method));
    const form = enquiryForm();
    keepDrafts(document, sessionStorage);
    type(form.elements.namedItem('email') as HTMLInputElement, 'private@example.com');
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
