/**
 * Page payloads (`<path>/_payload.json`): what a page change needs to show a page. Each path is
 * fetched at most once per document, whether by a preload or by the page change itself; a failed fetch is
 * forgotten so the next attempt asks again.
 */
import type { Payload } from '../../shared/payload.ts';

export type { Payload };

export function payloadUrl(path: string): string {
  return `${path}_payload.json`;
}

export type Fetcher = (url: string, init?: RequestInit) => Promise<Response>;

export class PayloadStore {
  private readonly cache = new Map<string, Promise<Payload>>();

  constructor(private readonly fetcher: Fetcher = (url, init) => fetch(url, init)) {}

  /** The payload of a page path (slash form). Rejects on a network failure, a non-2xx answer or a bad body. */
  get(path: string): Promise<Payload> {
    let pending = this.cache.get(path);
    if (!pending) {
      pending = this.fetchPayload(path);
      this.cache.set(path, pending);
      pending.catch(() => this.cache.delete(path));
    }
    return pending;
  }

  private async fetchPayload(path: string): Promise<Payload> {
    const response = await this.fetcher(payloadUrl(path), { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${payloadUrl(path)} answered ${response.status}`);
    const payload = (await response.json()) as Payload;
    if (typeof payload?.main !== 'string' || payload.path !== path) throw new Error(`${payloadUrl(path)} is not the payload of ${path}`);
    return payload;
  }
}
