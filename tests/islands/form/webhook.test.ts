// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { sendWebhook } from '../../../src/islands/form/webhook.ts';
import { entriesOf, json, scriptedFetch } from './fixtures.ts';

const fields = [
  ['name', 'Ali'],
  ['areas', ['knee', 'hip']],
] as const;

describe('the webhook after a successful send', () => {
  it('POSTs the fields as form data', async () => {
    const fetch = scriptedFetch(json(200, {}));
    expect(
      await sendWebhook({ url: 'https://hooks.test/in', format: 'form' }, fields, 'https://clinic.test/', {
        hostname: 'clinic.test',
        fetch,
      }),
    ).toBe('sent');
    expect(fetch.calls[0]?.url).toBe('https://hooks.test/in');
    expect(fetch.calls[0]?.init.method).toBe('POST');
    expect(entriesOf(fetch.calls[0]?.init.body)).toEqual([
      ['name', 'Ali'],
      ['areas[0]', 'knee'],
      ['areas[1]', 'hip'],
      ['x_origin', 'https://clinic.test/'],
    ]);
  });

  it('POSTs the fields as JSON', async () => {
    const fetch = scriptedFetch(json(200, {}));
    expect(
      await sendWebhook({ url: 'https://hooks.test/in', format: 'json' }, fields, 'https://clinic.test/', {
        hostname: 'clinic.test',
        fetch,
      }),
    ).toBe('sent');
    expect(fetch.calls[0]?.init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(fetch.calls[0]?.init.body as string)).toEqual({
      name: 'Ali',
      areas: ['knee', 'hip'],
      x_origin: 'https://clinic.test/',
    });
  });

  it('is skipped on a local host', async () => {
    for (const hostname of ['localhost', '127.0.0.1', '[::1]']) {
      const fetch = scriptedFetch();
      expect(await sendWebhook({ url: 'https://hooks.test/in', format: 'json' }, fields, 'http://localhost/', { hostname, fetch })).toBe(
        'skipped',
      );
      expect(fetch.calls).toEqual([]);
    }
  });

  it('reports a refusal or a network failure instead of throwing', async () => {
    const options = { url: 'https://hooks.test/in', format: 'form' } as const;
    expect(
      await sendWebhook(options, fields, 'https://clinic.test/', { hostname: 'clinic.test', fetch: scriptedFetch(json(500, {})) }),
    ).toBe('failed');
    expect(
      await sendWebhook(options, fields, 'https://clinic.test/', {
        hostname: 'clinic.test',
        fetch: scriptedFetch(new TypeError('offline')),
      }),
    ).toBe('failed');
  });
});
