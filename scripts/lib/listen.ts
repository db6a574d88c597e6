/**
 * Starts an HTTP handler on 127.0.0.1 (a free port unless one is given), stopped by whoever started it.
 *
 * It answers only requests addressed to this machine by name: `Host` must be `127.0.0.1:PORT` or `localhost:PORT`.
 * Listening on the loopback address keeps other machines out but not web pages: a site open in the same browser
 * can make its own name resolve to 127.0.0.1 (DNS rebinding) and then read the dev server's pages, drafts included,
 * or call a local service as if it were its own server, with its own name in `Host`. Such a request gets a 403.
 */
import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalServer {
  readonly origin: string;
  readonly server: Server;
  close(): Promise<void>;
}

/** The names a request may be addressed to on this port. */
export function localHosts(port: number): readonly string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}

export function isAddressedHere(req: IncomingMessage, port: number): boolean {
  return localHosts(port).includes(req.headers.host ?? '');
}

export async function listenLocal(handler: RequestListener, port = 0): Promise<LocalServer> {
  let bound = port;
  const server = createServer((req, res) => {
    if (isAddressedHere(req, bound)) return handler(req, res);
    // Drained, so the connection can be reused and the refusal read.
    req.resume();
    res
      .writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' })
      .end(`This server answers only requests addressed to ${localHosts(bound).join(' or ')}\n`);
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
