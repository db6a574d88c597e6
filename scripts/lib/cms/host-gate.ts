/**
 * A gate in front of a local server that writes files (Decap's proxy). Like every server here it answers only
 * requests addressed to this machine by name (listen.ts): a site the editor visits can make its own name resolve
 * to 127.0.0.1 (DNS rebinding) and call the proxy as if it were its own server. It passes on, when the browser
 * says where a request comes from, only those from the editor's own pages (at 127.0.0.1 or localhost), answering
 * the browser's CORS questions itself. And it reads each request before the proxy does: a body that names a path
 * outside what the editor may write (cms-paths.ts) is refused with a 403 naming the path, so the proxy, which
 * writes anywhere in the checkout it is given, only ever sees the editor's own files.
 */
import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenLocal, refuse, type LocalServer } from '../serve/listen.ts';

export interface HostGateOptions {
  /** The port the gate listens on, on 127.0.0.1 (0: a free one). */
  readonly port: number;
  /** Where requests that pass go: a Unix socket (or Windows pipe) only this user can open, or a port on 127.0.0.1. */
  readonly upstream: { readonly socketPath: string } | { readonly port: number };
  /** The only origins whose pages may call through the gate (requests without an Origin header pass on Host alone). */
  readonly allowedOrigins: readonly string[];
  /** Why a request body must not reach the proxy (a path it may not touch), or undefined to pass it on. */
  readonly refusal?: (body: unknown) => Promise<string | undefined> | string | undefined;
  /** Told each refusal of a body, so the terminal says what the editor's "could not save" was about. */
  readonly onRefused?: (reason: string) => void;
  /**
   * For a request whose JSON answer must be read before the browser gets it (a listing, cms-paths.ts): what makes
   * the answer sent on from the proxy's. Undefined passes the answer through as it comes.
   */
  readonly answerFilter?: (body: unknown) => ((answer: unknown) => Promise<unknown>) | undefined;
}

/** decap-server reads JSON bodies of at most 50 MB; the gate reads no more than that either. */
const MAX_BODY = 50 * 1024 * 1024;

export async function startHostGate(options: HostGateOptions): Promise<LocalServer> {
  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    const origin = req.headers.origin;
    // Nothing reaches the proxy from another page than the editor.
    if (origin !== undefined && !options.allowedOrigins.includes(origin)) {
      refuse(req, res, `this proxy answers only the editor at ${options.allowedOrigins.join(' or ')}`);
      return;
    }
    const cors: Record<string, string> = origin ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {};
    if (req.method === 'OPTIONS') {
      res
        .writeHead(204, {
          ...cors,
          'Access-Control-Allow-Methods': 'POST',
          'Access-Control-Allow-Headers': 'Content-Type',
          'Content-Length': '0',
        })
        .end();
      return;
    }
    if (req.method !== 'POST') {
      req.resume();
      res.writeHead(405, { ...cors, Allow: 'POST, OPTIONS', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method not allowed\n');
      return;
    }
    const body = await readBody(req);
    if (body === undefined) {
      answerError(res, 413, cors, 'The file is too large to save. Choose a smaller picture.');
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      answerError(res, 400, cors, 'The editor sent a request the proxy cannot read.');
      return;
    }
    const reason = await options.refusal?.(parsed);
    if (reason) {
      options.onRefused?.(reason);
      answerError(res, 403, cors, `Refused: ${reason}`);
      return;
    }
    const where =
      'socketPath' in options.upstream ? { socketPath: options.upstream.socketPath } : { host: '127.0.0.1', port: options.upstream.port };
    const forward = request(
      {
        ...where,
        method: 'POST',
        path: req.url,
        // Only what the proxy needs: it sees neither the browser's Origin nor its cookies, and its CORS answer is the gate's.
        headers: {
          host: 'localhost',
          'content-type': req.headers['content-type'] ?? 'application/json',
          'content-length': String(body.length),
        },
      },
      (answer) => {
        const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !name.startsWith('access-control-')));
        const filter = answer.statusCode === 200 ? options.answerFilter?.(parsed) : undefined;
        if (!filter) {
          res.writeHead(answer.statusCode ?? 502, { ...headers, ...cors });
          answer.pipe(res);
          return;
        }
        readFiltered(answer, filter).then(
          (text) => {
            const { 'content-length': _, 'transfer-encoding': __, ...rest } = headers;
            res.writeHead(200, {
              ...rest,
              'content-type': 'application/json; charset=utf-8',
              'content-length': Buffer.byteLength(text),
              ...cors,
            });
            res.end(text);
          },
          (error: unknown) => {
            res.writeHead(502, { ...cors, 'Content-Type': 'text/plain; charset=utf-8' });
            res.end(`the proxy's answer could not be read: ${error instanceof Error ? error.message : String(error)}\n`);
          },
        );
      },
    );
    forward.on('error', (error) => {
      if (res.headersSent) res.end();
      else answerError(res, 502, cors, `The editor's local saving service did not answer (${error.message}). Restart npm run cms.`);
    });
    forward.end(body);
  };
  return listenLocal((req, res) => {
    handler(req, res).catch((error: unknown) => {
      if (res.headersSent) res.end();
      else answerError(res, 500, {}, `The editor's local gate failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  }, options.port);
}

/** The proxy's whole JSON answer, passed through `filter` and written out again. */
async function readFiltered(answer: IncomingMessage, filter: (answer: unknown) => Promise<unknown>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of answer) chunks.push(chunk as Buffer);
  return JSON.stringify(await filter(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
}

/**
 * A refusal as Decap's proxy backend reads every answer: JSON with the words in `error`, which the editor shows.
 * Plain text made it print `SyntaxError: Unexpected token … is not valid JSON` instead of the reason.
 */
function answerError(res: ServerResponse, status: number, headers: Record<string, string>, words: string): void {
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8' }).end(`${JSON.stringify({ error: words })}\n`);
}

/** The whole body, or undefined when it is larger than MAX_BODY (the rest is read and dropped). */
function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY ? undefined : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
