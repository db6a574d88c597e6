/**
 * Every local server (dev, preview, the content editor's gate) answers only requests addressed to this machine by
 * name. A web page that makes its own name resolve to 127.0.0.1 sends its own name in `Host`: refused, and the
 * server's handler never sees the request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenLocal, type LocalServer } from '../../scripts/lib/serve/listen.ts';
import { request } from '../helpers/http.ts';

let server: LocalServer;
let port: number;
const handled: string[] = [];

beforeAll(async () => {
  server = await listenLocal((req, res) => {
    handled.push(req.headers.host ?? '');
    res.writeHead(200, { 'Content-Type': 'text/plain' }).end('a draft article');
  });
  port = Number(new URL(server.origin).port);
});

afterAll(async () => {
  await server?.close();
});

describe('a local server', () => {
  it('answers requests addressed to 127.0.0.1 or localhost on its port', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      expect(await request(server.origin, '/', { headers: { Host: host } }), host).toMatchObject({ status: 200, body: 'a draft article' });
    }
  });

  it('refuses any other name, another port and no port, before its handler sees the request', async () => {
    handled.length = 0;
    for (const host of [`rebound.example:${port}`, `clinic.localhost:${port}`, `127.0.0.1:${port + 1}`, '127.0.0.1']) {
      const answer = await request(server.origin, '/', { headers: { Host: host } });
      expect(answer.status, host).toBe(403);
      expect(answer.body).toContain(`127.0.0.1:${port}`);
    }
    expect(handled).toEqual([]);
  });
});
