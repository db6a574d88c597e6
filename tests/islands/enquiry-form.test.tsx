// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { EnquiryFormIsland } from '../../src/islands/EnquiryFormIsland.tsx';
import { ENQUIRY_PROPS } from './enquiry-fixture.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const html = renderToString(<EnquiryFormIsland {...ENQUIRY_PROPS} />, { identifierPrefix: 'enquiry-footer-form-' });
let root: Root | undefined;

function serverMarkup(): HTMLFormElement {
  document.body.innerHTML = `<div id="island">${html}</div>`;
  return document.querySelector('form') as HTMLFormElement;
}

async function hydrated(): Promise<HTMLFormElement> {
  const form = serverMarkup();
  await act(async () => {
    root = hydrateRoot(document.getElementById('island') as HTMLElement, <EnquiryFormIsland {...ENQUIRY_PROPS} />, {
      identifierPrefix: 'enquiry-footer-form-',
    });
  });
  return form;
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`) as HTMLInputElement;
const labelOf = (name: string) => document.querySelector(`label[for="${field(name).id}"]`) as HTMLLabelElement;

async function submit(form: HTMLFormElement) {
  await act(async () => {
    form.querySelector('button')?.click();
  });
}

beforeEach(() => sessionStorage.clear());
afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the enquiry form without JavaScript', () => {
  it('is a multipart POST to the form service with the locale, and sends x_origin', () => {
    const form = serverMarkup();
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('enctype')).toBe('multipart/form-data');
    expect(form.getAttribute('action')).toBe('https://hapiform.sg/api/harbourview-enquiry?locale=en');
    expect(field('x_origin').type).toBe('hidden');
    expect(field('x_origin').value).toBe('https://www.harbourview-ortho.example/about-us/');
    expect(form.querySelector('button')?.getAttribute('type')).toBe('submit');
    expect(form.querySelector('button')?.textContent).toBe('Send enquiry');
  });

  it('has the four labelled fields: name, email (type email), contact (Phone) and a multi-line message', () => {
    serverMarkup();
    expect(['name', 'email', 'contact', 'message'].map((name) => labelOf(name).textContent)).toEqual([
      'Name *',
      'Email *',
      'Phone *',
      'Message',
    ]);
    expect([field('name').type, field('email').type, field('contact').type, field('message').tagName]).toEqual([
      'text',
      'email',
      'tel',
      'TEXTAREA',
    ]);
    expect(['name', 'email', 'contact', 'message'].map((name) => field(name).getAttribute('autocomplete'))).toEqual([
      'name',
      'email',
      'tel',
      null,
    ]);
    // `required`: the browser's own check keeps an empty send on the page before the form's code has loaded.
    expect(['name', 'email', 'contact', 'message'].map((name) => (field(name) as HTMLInputElement).required)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(field('name').closest('form')?.noValidate).toBe(false);
    // The asterisk is hidden from screen readers, which hear that the field is required.
    expect(labelOf('name').querySelector('[aria-hidden="true"]')?.textContent).toBe('*');
    expect(field('name').id).toBe('footer-form-name');
  });
});

describe('the enquiry form island', () => {
  it('leaves the checking to the service once hydrated (the browser check is only for before)', async () => {
    const form = await hydrated();
    expect(form.noValidate).toBe(true);
  });

  it('shows the loading label while busy, then the first message of each field, linked, with the summary focused', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    const form = await hydrated();
    field('contact').value = '+65 9123 4567';
    field('email').value = 'mei@';
    await submit(form);
    const button = form.querySelector('button') as HTMLButtonElement;
    expect(button.textContent).toBe('Sending…');
    expect(button.disabled).toBe(true);
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(form.querySelector('[role="status"]')?.textContent).toBe('Sending…');
    const errors = {
      name: ['The name field is required.', 'The name must be at least 2 characters.'],
      email: ['The email must be a valid email address.'],
    };
    await act(async () => answer(new Response(JSON.stringify({ errors }), { status: 422 })));

    expect(button.textContent).toBe('Send enquiry');
    expect(button.disabled).toBe(false);
    expect(form.dataset.status).toBe('422');
    for (const [name, message] of [
      ['name', 'The name field is required.'],
      ['email', 'The email must be a valid email address.'],
    ]) {
      const input = field(name as string);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const description = document.getElementById(input.getAttribute('aria-describedby') ?? '');
      expect(description?.textContent).toBe(`Error: ${message}`);
      expect(input.closest('.form-field')?.classList.contains('form-field--invalid')).toBe(true);
    }
    expect(form.textContent).not.toContain('at least 2 characters');
    expect(field('contact').hasAttribute('aria-invalid')).toBe(false);
    expect([field('email').value, field('contact').value]).toEqual(['mei@', '+65 9123 4567']);
    const summary = form.querySelector('[aria-labelledby]') as HTMLElement;
    expect(document.activeElement).toBe(summary);
    expect(document.getElementById(summary.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Please check the following:');
    expect([...summary.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['#footer-form-name', 'The name field is required.'],
      ['#footer-form-email', 'The email must be a valid email address.'],
    ]);
  });

  it('on a failure with no answer says so in the page language and offers calling or WhatsApp', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const form = await hydrated();
    field('name').value = 'Ali';
    await submit(form);
    const summary = document.activeElement as HTMLElement;
    expect(summary.textContent).toContain(ENQUIRY_PROPS.labels.errorGeneral);
    expect([...summary.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'tel:+6581234567',
      'https://wa.me/6591234567?text=Hello',
    ]);
    expect(form.dataset.status).toBe('0');
    expect(field('name').value).toBe('Ali');
  });

  it('clears the problems when the visitor sends again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ errors: { name: ['Required'] } }), { status: 422 }))),
    );
    const form = await hydrated();
    await submit(form);
    expect(field('name').getAttribute('aria-invalid')).toBe('true');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    await submit(form);
    expect(field('name').hasAttribute('aria-invalid')).toBe(false);
    expect(form.querySelector('[role="alert"]')).toBeNull();
  });

  it('restores a draft into a copy that appears after the page loaded', async () => {
    sessionStorage.setItem('form-draft:harbourview-enquiry', JSON.stringify({ name: 'Tan Mei Ling', message: 'Knee pain' }));
    await hydrated();
    expect([field('name').value, field('message').value]).toEqual(['Tan Mei Ling', 'Knee pain']);
  });

  it("refuses to render without a form id: 'No hapiform ID provided!'", () => {
    expect(() => renderToString(<EnquiryFormIsland {...ENQUIRY_PROPS} formId="" />)).toThrow(new Error('No hapiform ID provided!'));
  });
});
