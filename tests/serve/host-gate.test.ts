/**
 * The gate in front of the content editor's file-writing proxy: requests addressed to this machine by name from
 * the editor's page pass through whole; a request addressed to another name (a web page that made its own name
 * resolve to 127.0.0.1) or sent by another site's page is refused, and the proxy behind never sees it.
 */
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startHostGate } from '../../scripts/lib/host-gate.ts';
import { listenLocal, type LocalServer } from '../../scripts/lib/listen.ts';

const EDITOR = 'http://127.0.0.1:4321';
const started: LocalServer[] = [];

afterEach(async () => {
  for (const server of started.splice(0)) await server.close();
});

interface Seen {
  readonly method: string;
  readonly url: string;
  readonly body: string;
  readonly contentType: string | undefined;
}

/** A stand-in for the proxy: records what reaches it and answers 201 with a header and a body of its own. */
async function upstream(): Promise<{ port: number; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = await listenLocal((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', body, contentType: req.headers['content-type'] });
      res.writeHead(201, { 'Content-Type': 'application/json', 'X-Upstream': 'yes' }).end('{"message":"entry persisted"}');
    });
  });
  started.push(server);
  return { port: Number(new URL(server.origin).port), seen };
}

async function gateFor(upstreamPort: number): Promise<number> {
  const gate = await startHostGate({ port: 0, upstreamPort, allowedOrigin: EDITOR });
  started.push(gate);
  return Number(new URL(gate.origin).port);
}

/** A POST to the gate on 127.0.0.1 with the Host and Origin a browser would send. */
function post(port: number, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method: 'POST', path: '/api/v1', headers: { 'Content-Type': 'application/json', ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const ENTRY = JSON.stringify({ action: 'persistEntry', params: { entry: { path: 'content/en/blog/x.md', raw: 'x' } } });

describe('the host gate', () => {
  it('passes the editor’s request, addressed to 127.0.0.1 or localhost, to the proxy and its answer back whole', async () => {
    const { port: behind, seen } = await upstream();
    const port = await gateFor(behind);
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const answer = await post(port, { Host: host, Origin: EDITOR }, ENTRY);
      expect(answer).toMatchObject({ status: 201, body: '{"message":"entry persisted"}' });
      expect(answer.headers['x-upstream']).toBe('yes');
    }
    expect(seen).toEqual([
      { method: 'POST', url: '/api/v1', body: ENTRY, contentType: 'application/json' },
      { method: 'POST', url: '/api/v1', body: ENTRY, contentType: 'application/json' },
    ]);
  });

  it('passes a request that names no origin (a tool on this machine), when it is addressed to this machine', async () => {
    const { port: behind, seen } = await upstream();
    const port = await gateFor(behind);
    expect((await post(port, { Host: `127.0.0.1:${port}` }, ENTRY)).status).toBe(201);
    expect(seen).toHaveLength(1);
  });

  it('refuses a request addressed to another name, as a page that made its name resolve here sends it', async () => {
    const { port: behind, seen } = await upstream();
    const port = await gateFor(behind);
    const answer = await post(port, { Host: `rebound.example:${port}`, Origin: `http://rebound.example:${port}` }, ENTRY);
    expect(answer.status).toBe(403);
    expect(answer.body).toContain(`127.0.0.1:${port}`);
    expect(seen).toEqual([]);
  });

  it('refuses a request from another site’s page, even addressed to this machine', async () => {
    const { port: behind, seen } = await upstream();
    const port = await gateFor(behind);
    const answer = await post(port, { Host: `127.0.0.1:${port}`, Origin: 'https://elsewhere.example' }, ENTRY);
    expect(answer.status).toBe(403);
    expect(answer.body).toContain(EDITOR);
    expect(seen).toEqual([]);
  });

  it('says so when the proxy behind it is not answering', async () => {
    const { port: behind } = await upstream();
    await started[0]?.close();
    started.splice(0, 1);
    const port = await gateFor(behind);
    const answer = await post(port, { Host: `127.0.0.1:${port}`, Origin: EDITOR }, ENTRY);
    expect(answer.status).toBe(502);
    expect(answer.body).toContain('did not answer');
  });
});
