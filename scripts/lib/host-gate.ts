/**
 * A gate in front of a local server that writes files (Decap's proxy). Like every server here it answers only
 * requests addressed to this machine by name (listen.ts): a site the editor visits can make its own name resolve
 * to 127.0.0.1 (DNS rebinding) and call the proxy as if it were its own server. It also passes on, when the
 * browser says where a request comes from, only those from the one page allowed to call it, the editor.
 */
import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenLocal, refuse, type LocalServer } from './listen.ts';

export interface HostGateOptions {
  /** The port the gate listens on, on 127.0.0.1 (0: a free one). */
  readonly port: number;
  /** Where requests that pass go: a server on 127.0.0.1. */
  readonly upstreamPort: number;
  /** The only origin whose pages may call through the gate (requests without an Origin header pass on Host alone). */
  readonly allowedOrigin: string;
}

export async function startHostGate(options: HostGateOptions): Promise<LocalServer> {
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const origin = req.headers.origin;
    // Nothing reaches the proxy from another page than the editor.
    if (origin !== undefined && origin !== options.allowedOrigin) {
      refuse(req, res, `this proxy answers only the editor at ${options.allowedOrigin}`);
      return;
    }
    const forward = request(
      {
        host: '127.0.0.1',
        port: options.upstreamPort,
        method: req.method,
        path: req.url,
        // Addressed to the proxy as what it is, a server on this machine (the Origin goes along for its own check).
        headers: { ...req.headers, host: `127.0.0.1:${options.upstreamPort}` },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`the proxy behind this gate did not answer: ${error.message}\n`);
    });
    req.pipe(forward);
  };
  return listenLocal(handler, options.port);
}
