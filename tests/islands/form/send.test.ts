import { describe, expect, it } from 'vitest';
import { firstMessages, sendForm } from '../../../src/islands/form/send.ts';
import { json, scriptedFetch } from './fixtures.ts';

const URL = 'https://hapiform.sg/api/f?locale=en';

describe('sending to the form service', () => {
  it('POSTs the body as it is, asks for JSON and sets no timeout', async () => {
    const fetch = scriptedFetch(json(201, { success: true }));
    const body = new FormData();
    body.append('name', 'Ali');
    expect(await sendForm(URL, body, fetch)).toEqual({ kind: 'sent', status: 201 });
    expect(fetch.calls).toHaveLength(1);
    const [call] = fetch.calls;
    expect(call?.url).toBe(URL);
    expect(call?.init.method).toBe('POST');
    expect(call?.init.body).toBe(body);
    expect(call?.init.headers).toEqual({ Accept: 'application/json' });
    expect(call?.init.signal).toBeUndefined();
  });

  it('counts any 2xx as sent', async () => {
    for (const status of [200, 201, 204]) {
      const answer = status === 204 ? new Response(null, { status }) : json(status, {});
      expect(await sendForm(URL, new FormData(), scriptedFetch(answer))).toEqual({ kind: 'sent', status });
    }
  });

  it('reads the errors of a 422, keeping lists of messages per field', async () => {
    const errors = {
      name: ['The name field is required.', 'The name must be at least 2 characters.'],
      email: 'The email must be a valid email address.',
      contact: [],
      x: [3],
    };
    expect(await sendForm(URL, new FormData(), scriptedFetch(json(422, { message: 'invalid', errors })))).toEqual({
      kind: 'invalid',
      status: 422,
      errors: {
        name: ['The name field is required.', 'The name must be at least 2 characters.'],
        email: ['The email must be a valid email address.'],
      },
    });
  });

  it('treats a 422 without usable errors, any other status and a network failure as a general failure', async () => {
    expect(await sendForm(URL, new FormData(), scriptedFetch(new Response('<html>', { status: 422 })))).toEqual({
      kind: 'failed',
      status: 422,
    });
    expect(await sendForm(URL, new FormData(), scriptedFetch(json(422, { errors: {} })))).toEqual({ kind: 'failed', status: 422 });
    expect(await sendForm(URL, new FormData(), scriptedFetch(json(500, { message: 'Server Error' })))).toEqual({
      kind: 'failed',
      status: 500,
    });
    expect(await sendForm(URL, new FormData(), scriptedFetch(json(404, {})))).toEqual({ kind: 'failed', status: 404 });
    expect(await sendForm(URL, new FormData(), scriptedFetch(new TypeError('Failed to fetch')))).toEqual({ kind: 'failed', status: 0 });
  });

  it('keeps only the first message of each field', () => {
    expect(firstMessages({ name: ['required', 'too short'], email: ['invalid'] })).toEqual({ name: 'required', email: 'invalid' });
  });
});
