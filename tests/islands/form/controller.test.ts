// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFormController, type FormControllerOptions } from '../../../src/islands/form/controller.ts';
import { draftStorageKey, saveDraftField } from '../../../src/islands/form/draft.ts';
import { FORM_ERROR_EVENT, type FormErrorDetail } from '../../../src/islands/form/events.ts';
import type { FormState } from '../../../src/islands/form/state.ts';
import path from 'node:path';
import { createManifest } from '../../../src/model/routes.ts';
import { listContentFiles } from '../../../src/generator/load/content.ts';
import { ROOT } from '../../helpers/project.ts';
import { LOCALE_CODES } from '../../../src/i18n/locales.ts';
import { enquiryForm, entriesOf, fill, json, scriptedFetch } from './fixtures.ts';
import { valueOrThrow } from '../../../src/shared/problems.ts';

const VALID = { name: 'Tan Mei Ling', email: 'mei@example.com', contact: '+65 9123 4567', message: 'Knee pain' };
const KEY = draftStorageKey('test-form');

function setup(fetch: ReturnType<typeof scriptedFetch>, overrides: Partial<FormControllerOptions> = {}, hostname = 'www.clinic.test') {
  const form = enquiryForm();
  const states: FormState[] = [];
  const assign = vi.fn();
  const controller = createFormController({
    form,
    serviceUrl: 'https://forms.test',
    formId: 'test-form',
    locale: 'cn',
    thankYouPath: '/cn/thank-you/',
    onChange: (state) => states.push(state),
    env: { location: { origin: `https://${hostname}`, pathname: '/cn/about-us/', hostname, assign }, fetch, storage: sessionStorage },
    ...overrides,
  });
  const errors: FormErrorDetail[] = [];
  form.addEventListener(FORM_ERROR_EVENT, (event) => errors.push((event as CustomEvent<FormErrorDetail>).detail));
  const button = form.querySelector('button') as HTMLButtonElement;
  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
  return { form, controller, states, assign, errors, button, value };
}

/** A response that arrives only when the test says so: the "busy" window, without timers. */
function deferred() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((r) => (resolve = r));
  return { answer: () => promise, resolve };
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  delete (window as Window & { dataLayer?: unknown }).dataLayer;
});

describe('submitting with the form logic', () => {
  it('posts the fields, x_origin and the locale to /api/{formId}', async () => {
    const fetch = scriptedFetch(json(201, {}));
    const { form, controller } = setup(fetch);
    fill(form, VALID);
    await controller.submit();
    expect(fetch.calls[0]?.url).toBe('https://forms.test/api/test-form?locale=cn');
    expect(entriesOf(fetch.calls[0]?.init.body)).toEqual([...Object.entries(VALID), ['x_origin', 'https://www.clinic.test/cn/about-us/']]);
  });

  it('adds test=1 when the page runs on a local host', async () => {
    const fetch = scriptedFetch(json(201, {}));
    const { controller } = setup(fetch, {}, '127.0.0.1');
    await controller.submit();
    expect(fetch.calls[0]?.url).toBe('https://forms.test/api/test-form?locale=cn&test=1');
  });

  it('is busy while sending: buttons disabled, aria-busy, and a second submission does not start', async () => {
    const pending = deferred();
    const fetch = scriptedFetch(pending.answer);
    const { form, controller, states, button } = setup(fetch);
    fill(form, VALID);
    const first = controller.submit();
    expect(controller.state.phase).toBe('busy');
    expect(button.disabled).toBe(true);
    expect(form.getAttribute('aria-busy')).toBe('true');
    const second = await controller.submit();
    expect(second.phase).toBe('busy');
    expect(fetch.calls).toHaveLength(1);
    pending.resolve(json(201, {}));
    await first;
    expect(states.map((s) => s.phase)).toEqual(['busy', 'sent']);
    expect(button.disabled).toBe(false);
    expect(form.hasAttribute('aria-busy')).toBe(false);
  });

  it('on success resets the fields, clears the draft and goes to the thank-you page', async () => {
    const { form, controller, assign, value, errors } = setup(scriptedFetch(json(201, {})));
    fill(form, VALID);
    saveDraftField(sessionStorage, KEY, 'name', VALID.name);
    const state = await controller.submit();
    expect(state).toEqual({ phase: 'sent', status: 201, errors: {} });
    expect(['name', 'email', 'contact', 'message'].map(value)).toEqual(['', '', '', '']);
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(assign).toHaveBeenCalledExactlyOnceWith('/cn/thank-you/');
    expect(errors).toEqual([]);
  });

  it('goes to the thank-you page of each locale', async () => {
    const manifest = valueOrThrow(createManifest(await listContentFiles(path.join(ROOT, 'content'))));
    const expected = { en: '/thank-you/', cn: '/cn/thank-you/', bh: '/bh/thank-you/' };
    for (const locale of LOCALE_CODES) {
      const thankYouPath = manifest.href('thank-you', locale);
      expect(thankYouPath).toBe(expected[locale]);
      const { controller, assign } = setup(scriptedFetch(json(201, {})), { locale, thankYouPath });
      await controller.submit();
      expect(assign).toHaveBeenCalledExactlyOnceWith(expected[locale]);
    }
  });

  it('on a 422 keeps the values, the status and the first message per field, raises the error event and enables the buttons', async () => {
    const body = { errors: { name: ['请填写姓名。', '姓名至少需要 2 个字符。'], email: ['请输入有效的电邮地址。'] } };
    const { form, controller, states, errors, button, value, assign } = setup(scriptedFetch(json(422, body)));
    fill(form, { ...VALID, name: '', email: 'mei@' });
    saveDraftField(sessionStorage, KEY, 'email', 'mei@');
    const state = await controller.submit();
    expect(state).toEqual({ phase: 'invalid', status: 422, errors: { name: '请填写姓名。', email: '请输入有效的电邮地址。' } });
    expect(states.map((s) => s.phase)).toEqual(['busy', 'invalid']);
    expect(['name', 'email', 'contact', 'message'].map(value)).toEqual(['', 'mei@', VALID.contact, VALID.message]);
    expect(errors).toEqual([{ formId: 'test-form', status: 422, errors: body.errors }]);
    expect(button.disabled).toBe(false);
    expect(form.hasAttribute('aria-busy')).toBe(false);
    expect(sessionStorage.getItem(KEY)).not.toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('on a server error or a dropped connection keeps the values and raises the event with the status', async () => {
    for (const [answer, status] of [
      [json(500, { message: 'Server Error' }), 500],
      [new TypeError('network'), 0],
    ] as const) {
      const { form, controller, errors, value } = setup(scriptedFetch(answer));
      fill(form, VALID);
      expect(await controller.submit()).toEqual({ phase: 'failed', status, errors: {} });
      expect(errors).toEqual([{ formId: 'test-form', status, errors: {} }]);
      expect(['name', 'email', 'contact', 'message'].map(value)).toEqual(Object.values(VALID));
    }
  });

  it('can be sent again after a failure', async () => {
    const fetch = scriptedFetch(new TypeError('network'), json(201, {}));
    const { form, controller, assign } = setup(fetch);
    fill(form, VALID);
    expect((await controller.submit()).phase).toBe('failed');
    expect((await controller.submit()).phase).toBe('sent');
    expect(entriesOf(fetch.calls[1]?.init.body)).toEqual(entriesOf(fetch.calls[0]?.init.body));
    expect(assign).toHaveBeenCalledOnce();
  });

  it('adds a dataLayer entry with the status and field names only, when analytics are on', async () => {
    const layer: unknown[] = [];
    (window as Window & { dataLayer?: unknown }).dataLayer = layer;
    const { form, controller } = setup(scriptedFetch(json(422, { errors: { email: ['mei@ is not valid'] } })));
    fill(form, { ...VALID, email: 'mei@' });
    await controller.submit();
    expect(layer).toEqual([{ event: 'enquiry_error', form_id: 'test-form', status: 422, error_fields: ['email'] }]);
    expect(JSON.stringify(layer)).not.toContain('mei@');
  });

  it('raises the DOM event without a dataLayer when analytics are off', async () => {
    const { controller, errors } = setup(scriptedFetch(json(503, {})));
    await controller.submit();
    expect('dataLayer' in window).toBe(false);
    expect(errors).toEqual([{ formId: 'test-form', status: 503, errors: {} }]);
  });

  it("throws 'No hapiform ID provided!' when the form id is missing", () => {
    expect(() => setup(scriptedFetch(), { formId: '' })).toThrow(new Error('No hapiform ID provided!'));
  });
});

describe('the captcha step of the form logic', () => {
  const widget = (response: string) => ({ id: 1, api: { render: () => 1, getResponse: () => response, reset: () => {} } });

  it('stops an empty captcha before anything is sent, as a problem the visitor can fix', async () => {
    const fetch = scriptedFetch();
    const { controller, errors } = setup(fetch, { captcha: { widget: Promise.resolve(widget('')), verifyUrl: 'https://verify.test/' } });
    expect(await controller.submit()).toEqual({
      phase: 'invalid',
      status: null,
      errors: { captcha: "You can't leave Captcha Code empty" },
    });
    expect(fetch.calls).toEqual([]);
    expect(errors).toEqual([{ formId: 'test-form', status: null, errors: { captcha: ["You can't leave Captcha Code empty"] } }]);
  });

  it('stops on a failed verification, and sends after a passed one', async () => {
    const failed = setup(scriptedFetch(json(200, { success: false })), {
      captcha: { widget: Promise.resolve(widget('tok')), verifyUrl: 'https://verify.test/' },
    });
    expect((await failed.controller.submit()).errors).toEqual({ captcha: 'captcha invalid: timeout or duplicate.' });
    const fetch = scriptedFetch(json(200, { success: true }), json(201, {}));
    const passed = setup(fetch, { captcha: { widget: Promise.resolve(widget('tok')), verifyUrl: 'https://verify.test/' } });
    expect((await passed.controller.submit()).phase).toBe('sent');
    expect(fetch.calls.map((c) => c.url)).toEqual(['https://verify.test/', 'https://forms.test/api/test-form?locale=cn']);
  });

  it('treats a captcha that never rendered as a general failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { controller } = setup(scriptedFetch(), {
      captcha: { widget: Promise.reject(new Error("Can't find recaptcha rendering element.")), verifyUrl: 'https://verify.test/' },
    });
    expect(await controller.submit()).toEqual({ phase: 'failed', status: 0, errors: {} });
    vi.restoreAllMocks();
  });
});

describe('the webhook step of the form logic', () => {
  it('posts to the webhook after success and before leaving the page', async () => {
    const fetch = scriptedFetch(json(201, {}), json(200, {}));
    const { form, controller, assign } = setup(fetch, { webhook: { url: 'https://hooks.test/in', format: 'json' } });
    fill(form, VALID);
    await controller.submit();
    expect(fetch.calls.map((c) => c.url)).toEqual(['https://forms.test/api/test-form?locale=cn', 'https://hooks.test/in']);
    expect(JSON.parse(fetch.calls[1]?.init.body as string)).toEqual({ ...VALID, x_origin: 'https://www.clinic.test/cn/about-us/' });
    expect(assign).toHaveBeenCalledOnce();
  });

  it('skips the webhook on a local host and after a failure', async () => {
    const local = scriptedFetch(json(201, {}));
    await setup(local, { webhook: { url: 'https://hooks.test/in', format: 'form' } }, 'localhost').controller.submit();
    expect(local.calls).toHaveLength(1);
    const failing = scriptedFetch(json(422, { errors: { name: ['required'] } }));
    await setup(failing, { webhook: { url: 'https://hooks.test/in', format: 'form' } }).controller.submit();
    expect(failing.calls).toHaveLength(1);
  });

  it('still finishes the enquiry when the webhook fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { form, controller, assign } = setup(scriptedFetch(json(201, {}), new TypeError('offline')), {
      webhook: { url: 'https://hooks.test/in', format: 'form' },
    });
    fill(form, VALID);
    expect((await controller.submit()).phase).toBe('sent');
    expect(assign).toHaveBeenCalledOnce();
    expect(JSON.stringify(warn.mock.calls)).not.toContain(VALID.email);
    vi.restoreAllMocks();
  });
});
