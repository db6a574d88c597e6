import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeFormService, type FakeFormService } from '../../scripts/fake-form-service.ts';

let fake: FakeFormService;

beforeAll(async () => {
  fake = await startFakeFormService();
});
afterEach(() => fake.reset());
afterAll(() => fake.close());

function enquiry(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

const VALID = { name: 'Tan Mei Ling', email: 'mei@example.com', contact: '+65 9123 4567', message: '', x_origin: 'http://127.0.0.1:1/' };
const post = (
  query: string,
  body: FormData,
  headers: Record<string, string> = { Accept: 'application/json', Origin: 'http://127.0.0.1:1' },
) => fetch(`${fake.origin}/api/harbourview-enquiry?${query}`, { method: 'POST', body, headers });

describe('the fake form service', () => {
  it('listens on 127.0.0.1 and answers 201 to a valid multipart enquiry, with CORS for the page origin', async () => {
    expect(fake.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await post('locale=en&test=1', enquiry(VALID));
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:1');
    expect(await response.json()).toMatchObject({ success: true, test: true });
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]).toMatchObject({
      formId: 'harbourview-enquiry',
      query: { locale: 'en', test: '1' },
      status: 201,
      origin: 'http://127.0.0.1:1',
    });
    expect(fake.received[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(fake.received[0]?.entries).toEqual(Object.entries(VALID));
  });

  it('answers a CORS preflight', async () => {
    const response = await fetch(`${fake.origin}/api/harbourview-enquiry`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:1', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:1');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type');
  });

  it('answers 422 with message lists per field, in the requested locale', async () => {
    const missing = await post('locale=cn', enquiry({ name: ' ', email: '', contact: '' }));
    expect(missing.status).toBe(422);
    expect((await missing.json()).errors).toEqual({
      name: ['请填写姓名。', '姓名至少需要 2 个字符。'],
      email: ['请填写电邮地址。', '请输入有效的电邮地址。'],
      contact: ['请填写联系电话。', '请输入有效的电话号码。'],
    });
    const malformed = await post('locale=bh', enquiry({ ...VALID, email: 'mei@' }));
    expect((await malformed.json()).errors).toEqual({ email: ['E-mel mesti alamat e-mel yang sah.'] });
    const english = await post('locale=xx', enquiry({ ...VALID, contact: '' }));
    expect((await english.json()).errors).toEqual({
      contact: ['The contact number field is required.', 'The contact number must be a valid phone number.'],
    });
  });

  it('fails with a 500 when switched to', async () => {
    fake.set({ fail: true });
    const response = await post('locale=en', enquiry(VALID));
    expect(response.status).toBe(500);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:1');
  });

  it('drops the connection without an answer when switched to', async () => {
    fake.set({ drop: true });
    await expect(post('locale=en', enquiry(VALID))).rejects.toThrow(TypeError);
    expect(fake.received.at(-1)?.status).toBe('dropped');
  });

  it('holds a request until released, and delays by the given time', async () => {
    fake.hold();
    let answered = false;
    const pending = post('locale=en', enquiry(VALID)).then((r) => {
      answered = true;
      return r.status;
    });
    await fake.waitForReceived(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    fake.release();
    expect(await pending).toBe(201);
    fake.set({ delayMs: 30 });
    const started = performance.now();
    await post('locale=en', enquiry(VALID));
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
  });

  it('answers a form posted without JavaScript with an HTML page', async () => {
    const response = await post('locale=en', enquiry({ ...VALID, name: '' }), { Accept: 'text/html,application/xhtml+xml' });
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('The name field is required.');
    expect(html).not.toContain('at least 2 characters');
  });

  it('knows only POST /api/{formId}', async () => {
    expect((await fetch(`${fake.origin}/api/harbourview-enquiry`)).status).toBe(404);
    expect((await fetch(`${fake.origin}/other`, { method: 'POST', body: enquiry(VALID) })).status).toBe(404);
  });
});
