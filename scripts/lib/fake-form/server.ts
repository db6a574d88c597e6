/**
 * A stand-in for the form service (hapiform) on 127.0.0.1, speaking its contract:
 * `POST /api/{formId}?locale=..&test=1`, multipart, 201 on valid input, 422 `{errors}` in the requested locale.
 * Answers CORS like a public API (the site posts from another origin). Switches make it slow, hold requests
 * until released, fail with a 500 or drop the connection. It keeps what it received for tests to inspect, in
 * memory only; it never logs a submitted value.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { localeOf, validateEnquiry, type FieldErrors } from './validate.ts';

export interface FakeSwitches {
  /** Milliseconds to wait before answering. */
  delayMs: number;
  /** Answer every send with a 500. */
  fail: boolean;
  /** Close the connection without an answer. */
  drop: boolean;
}

export interface ReceivedFile {
  readonly filename: string;
  readonly size: number;
  readonly type: string;
}

export interface ReceivedEnquiry {
  readonly formId: string;
  readonly query: Readonly<Record<string, string>>;
  readonly contentType: string;
  readonly origin: string | null;
  /** Every multipart entry in order; files as their name, size and type. */
  readonly entries: ReadonlyArray<readonly [string, string | ReceivedFile]>;
  readonly status: number | 'dropped';
}

export interface FakeFormService {
  readonly origin: string;
  readonly received: readonly ReceivedEnquiry[];
  readonly switches: FakeSwitches;
  set(switches: Partial<FakeSwitches>): void;
  /** Until release(), every send waits after it has been received (a deterministic "slow service"). */
  hold(): void;
  release(): void;
  /** Resolves once `count` sends have arrived in total. */
  waitForReceived(count: number): Promise<void>;
  /** Forgets what was received and turns every switch off. */
  reset(): void;
  close(): Promise<void>;
}

export interface StartOptions {
  readonly port?: number;
  readonly switches?: Partial<FakeSwitches>;
  /** One line per send, without values (the CLI passes console.log). */
  readonly log?: (line: string) => void;
}

const OFF: FakeSwitches = { delayMs: 0, fail: false, drop: false };

function corsHeaders(req: IncomingMessage): Record<string, string> {
  return { 'Access-Control-Allow-Origin': req.headers.origin ?? '*', Vary: 'Origin' };
}

async function readEntries(req: IncomingMessage): Promise<Array<[string, string | File]>> {
  const type = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(type)) return [];
  const request = new Request('http://fake.local/', {
    method: 'POST',
    headers: { 'content-type': type },
    body: Readable.toWeb(req) as ReadableStream,
    duplex: 'half',
  } as RequestInit & { duplex: 'half' });
  return [...(await request.formData()).entries()] as Array<[string, string | File]>;
}

function wantsHtml(req: IncomingMessage): boolean {
  const accept = req.headers.accept ?? '';
  return accept.includes('text/html') && !accept.includes('application/json');
}

/** The plain-HTML answer a form posted without JavaScript gets. */
function htmlPage(status: number, errors: FieldErrors | null): string {
  const body = errors
    ? `<h1>Please check the form</h1><ul>${Object.values(errors)
        .map((list) => `<li>${escapeHtml(list[0] ?? '')}</li>`)
        .join('')}</ul>`
    : `<h1>Enquiry received</h1><p>Status ${status}. This is the fake form service used in development.</p>`;
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Fake form service</title></head><body>${body}</body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export async function startFakeFormService(options: StartOptions = {}): Promise<FakeFormService> {
  const switches: FakeSwitches = { ...OFF, ...options.switches };
  const received: ReceivedEnquiry[] = [];
  const waiters = new Set<{ count: number; resolve: () => void }>();
  let gate: { promise: Promise<void>; open: () => void } | null = null;

  const record = (enquiry: ReceivedEnquiry) => {
    received.push(enquiry);
    for (const waiter of waiters) {
      if (received.length >= waiter.count) {
        waiters.delete(waiter);
        waiter.resolve();
      }
    }
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake.local');
    const match = /^\/api\/([^/]+)\/?$/.exec(url.pathname);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...corsHeaders(req),
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? 'Accept, Content-Type',
        'Access-Control-Max-Age': '600',
      });
      return res.end();
    }
    if (req.method !== 'POST' || !match) {
      res.writeHead(404, { ...corsHeaders(req), 'Content-Type': 'application/json' });
      return res.end(JSON.stringify({ message: 'Not found' }));
    }
    const formId = decodeURIComponent(match[1] ?? '');
    const entries = await readEntries(req);
    const locale = localeOf(url.searchParams.get('locale'));
    const strings = new Map(entries.filter((e): e is [string, string] => typeof e[1] === 'string'));
    const errors = validateEnquiry(strings, locale);
    const status = switches.drop ? 'dropped' : switches.fail ? 500 : errors ? 422 : 201;
    record({
      formId,
      query: Object.fromEntries(url.searchParams),
      contentType: req.headers['content-type'] ?? '',
      origin: req.headers.origin ?? null,
      entries: entries.map(
        ([name, value]) =>
          [name, typeof value === 'string' ? value : { filename: value.name, size: value.size, type: value.type }] as const,
      ),
      status,
    });
    if (gate) await gate.promise;
    if (switches.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, switches.delayMs));
    options.log?.(`POST /api/${formId} locale=${locale}${url.searchParams.get('test') === '1' ? ' test' : ''} -> ${status}`);
    if (status === 'dropped') return req.socket.destroy();
    const html = wantsHtml(req);
    const body =
      status === 500
        ? { message: 'Server Error' }
        : status === 422
          ? { message: 'The given data was invalid.', errors }
          : { success: true, id: received.length, test: url.searchParams.get('test') === '1' };
    res.writeHead(status, { ...corsHeaders(req), 'Content-Type': html ? 'text/html; charset=utf-8' : 'application/json' });
    res.end(html ? htmlPage(status, status === 422 ? errors : null) : JSON.stringify(body));
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      options.log?.(`fake form service error: ${(error as Error).message}`);
      if (!res.headersSent) res.writeHead(400, corsHeaders(req)).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    switches,
    set: (next) => Object.assign(switches, next),
    hold: () => {
      if (gate) return;
      let open = () => {};
      const promise = new Promise<void>((resolve) => (open = resolve));
      gate = { promise, open };
    },
    release: () => {
      gate?.open();
      gate = null;
    },
    waitForReceived: (count) =>
      received.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiters.add({ count, resolve })),
    reset: () => {
      received.length = 0;
      Object.assign(switches, OFF);
      gate?.open();
      gate = null;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        gate?.open();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
