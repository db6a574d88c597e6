/**
 * Starts an HTTP handler on 127.0.0.1 (a free port unless one is given), stopped by whoever started it.
 *
 * It answers only requests addressed to this machine by name: `Host` must be `127.0.0.1:PORT` or `localhost:PORT`.
 * Listening on the loopback address keeps other machines out but not web pages: a site open in the same browser
 * can make its own name resolve to 127.0.0.1 (DNS rebinding) and then read the dev server's pages, drafts included,
 * or call a local service as if it were its own server, with its own name in `Host`. Such a request gets a 403.
 */
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalServer {
  readonly origin: string;
  readonly server: Server;
  close(): Promise<void>;
}

/** Answers a request with a 403 and the reason, drained first so the connection can be reused and the reason read. */
export function refuse(req: IncomingMessage, res: ServerResponse, reason: string): void {
  req.resume();
  res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`${reason}\n`);
}

export async function listenLocal(handler: RequestListener, port = 0): Promise<LocalServer> {
  let bound = port;
  const server = createServer((req, res) => {
    const hosts = [`127.0.0.1:${bound}`, `localhost:${bound}`];
    if (hosts.includes(req.headers.host ?? '')) return handler(req, res);
    refuse(req, res, `This server answers only requests addressed to ${hosts.join(' or ')}`);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  bound = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${bound}`,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
