/**
 * The optional webhook of the reusable form logic: after a successful send the same fields go
 * to an integration URL, as form data or JSON. Never from a local host, so development sends stay local. A
 * webhook problem never undoes a sent enquiry: it is reported to the caller, not thrown.
 */
import { isLocalHost } from './endpoint.ts';
import { buildPayload, fieldsToJson, type Fields } from './fields.ts';
import type { Fetch } from './send.ts';

export interface WebhookOptions {
  readonly url: string;
  readonly format: 'form' | 'json';
}

export type WebhookOutcome = 'sent' | 'skipped' | 'failed';

export async function sendWebhook(
  webhook: WebhookOptions,
  fields: Fields,
  xOrigin: string,
  { hostname, fetch: fetchImpl }: { readonly hostname: string; readonly fetch: Fetch },
): Promise<WebhookOutcome> {
  if (isLocalHost(hostname)) return 'skipped';
  const init: RequestInit =
    webhook.format === 'json'
      ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(fieldsToJson(fields, xOrigin)) }
      : { method: 'POST', body: buildPayload(fields, xOrigin) };
  try {
    const response = await fetchImpl(webhook.url, init);
    return response.ok ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}
