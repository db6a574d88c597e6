/**
 * The gate in front of the content editor's file-writing proxy: requests addressed to this machine by name from
 * the editor's page (at 127.0.0.1 or localhost) pass through whole, to a proxy on a Unix socket; a request
 * addressed to another name (a web page that made its own name resolve to 127.0.0.1), sent by another site's
 * page, or naming a path the editor may not touch is refused, and the proxy behind never sees it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startHostGate } from '../../scripts/lib/cms/host-gate.ts';
import type { LocalServer } from '../../scripts/lib/serve/listen.ts';

const EDITOR = 'http://127.0.0.1:4321';
const EDITOR_BY_NAME = 'http://localhost:4321';
const started: Array<{ close(): Promise<void> }> = [];

afterEach(async () => {
  for (const server of started.splice(0)) await server.close();
});

interface Seen {
  readonly method: string;
  readonly url: string;
  readonly body: string;
  readonly contentType: string | undefined;
}

/** A stand-in for the proxy on a Unix socket: records what reaches it and answers 201 with headers and a body of its own. */
async function upstream(): Promise<{ socketPath: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const dir = await mkdtemp(path.join(tmpdir(), 'gate-test-'));
  const socketPath = path.join(dir, 'proxy.sock');
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', body, contentType: req.headers['content-type'] });
      res
        .writeHead(201, { 'Content-Type': 'application/json', 'X-Upstream': 'yes', 'Access-Control-Allow-Origin': '*' })
        .end('{"message":"entry persisted"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(socketPath, resolve));
  started.push({
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    },
  });
  return { socketPath, seen };
}

async function gateFor(socketPath: string, refusal?: (body: unknown) => string | undefined): Promise<number> {
  const gate: LocalServer = await startHostGate({
    port: 0,
    upstream: { socketPath },
    allowedOrigins: [EDITOR, EDITOR_BY_NAME],
    ...(refusal ? { refusal } : {}),
  });
  started.push(gate);
  return Number(new URL(gate.origin).port);
}

/** A POST to the gate on 127.0.0.1 with the Host and Origin a browser would send. */
function post(port: number, headers: Record<string, string>, body: string, method = 'POST') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method, path: '/api/v1', headers: { 'Content-Type': 'application/json', ...headers } },
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
    const { socketPath: behind, seen } = await upstream();
    const port = await gateFor(behind);
    for (const [host, origin] of [
      [`127.0.0.1:${port}`, EDITOR],
      [`localhost:${port}`, EDITOR_BY_NAME],
    ] as const) {
      const answer = await post(port, { Host: host, Origin: origin }, ENTRY);
      expect(answer).toMatchObject({ status: 201, body: '{"message":"entry persisted"}' });
      expect(answer.headers['x-upstream']).toBe('yes');
      // The browser is told the editor's own origin may read the answer, whichever name it was opened at.
      expect(answer.headers['access-control-allow-origin']).toBe(origin);
    }
    expect(seen).toEqual([
      { method: 'POST', url: '/api/v1', body: ENTRY, contentType: 'application/json' },
      { method: 'POST', url: '/api/v1', body: ENTRY, contentType: 'application/json' },
    ]);
  });

  it('passes a request that names no origin (a tool on this machine), when it is addressed to this machine', async () => {
    const { socketPath: behind, seen } = await upstream();
    const port = await gateFor(behind);
    expect((await post(port, { Host: `127.0.0.1:${port}` }, ENTRY)).status).toBe(201);
    expect(seen).toHaveLength(1);
  });

  it('refuses a request addressed to another name, as a page that made its name resolve here sends it', async () => {
    const { socketPath: behind, seen } = await upstream();
    const port = await gateFor(behind);
    const answer = await post(port, { Host: `rebound.example:${port}`, Origin: `http://rebound.example:${port}` }, ENTRY);
    expect(answer.status).toBe(403);
    expect(answer.body).toContain(`127.0.0.1:${port}`);
    expect(seen).toEqual([]);
  });

  it('refuses a request from another site’s page, even addressed to this machine', async () => {
    const { socketPath: behind, seen } = await upstream();
    const port = await gateFor(behind);
    const answer = await post(port, { Host: `127.0.0.1:${port}`, Origin: 'https://elsewhere.example' }, ENTRY);
    expect(answer.status).toBe(403);
    expect(answer.body).toContain(EDITOR);
    expect(seen).toEqual([]);
  });

  it('answers the browser’s preflight for the editor opened at localhost itself', async () => {
    const { socketPath: behind, seen } = await upstream();
    const port = await gateFor(behind);
    const answer = await post(port, { Host: `127.0.0.1:${port}`, Origin: EDITOR_BY_NAME }, '', 'OPTIONS');
    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(EDITOR_BY_NAME);
    expect(seen).toEqual([]);
  });

  it('refuses, with the reason, a request whose body names a path the editor may not write; the proxy never sees it', async () => {
    const { socketPath: behind, seen } = await upstream();
    const port = await gateFor(behind, (body) =>
      JSON.stringify(body).includes('src/site') ? '"src/site/clinic.ts" is not a file the editor may read or write' : undefined,
    );
    const evil = JSON.stringify({ action: 'persistMedia', params: { asset: { path: 'src/site/clinic.ts', content: 'eA==' } } });
    const answer = await post(port, { Host: `127.0.0.1:${port}`, Origin: EDITOR }, evil);
    expect(answer.status).toBe(403);
    // JSON with the words in `error`: what Decap's proxy backend reads from every answer and shows.
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ error: 'Refused: "src/site/clinic.ts" is not a file the editor may read or write' });
    const notJson = await post(port, { Host: `127.0.0.1:${port}`, Origin: EDITOR }, 'not json');
    expect(notJson.status).toBe(400);
    expect(JSON.parse(notJson.body)).toHaveProperty('error');
    expect(seen).toEqual([]);
  });

  it('says so when the proxy behind it is not answering', async () => {
    const { socketPath: behind } = await upstream();
    await started[0]?.close();
    started.splice(0, 1);
    const port = await gateFor(behind);
    const answer = await post(port, { Host: `127.0.0.1:${port}`, Origin: EDITOR }, ENTRY);
    expect(answer.status).toBe(502);
    expect(String(JSON.parse(answer.body).error)).toContain('did not answer');
  });
});
