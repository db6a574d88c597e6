/**
 * `npm run cms` as a function (scripts/cms.ts is its command line; the editor's browser test starts it too): the
 * dev server, whose build points the editor at the local git proxy, and Decap's proxy (decap-server), which
 * reads and writes this checkout's content/ and public/images/uploads/ directly. The proxy is told to listen on
 * 127.0.0.1 only (left to itself it listens on every interface, so anyone on the network could write files
 * here) and to answer only the dev server's pages (its default lets any page served from localhost in). It sits
 * behind a gate (host-gate.ts) that refuses requests addressed to any other name, which is how a web page that
 * makes its own name resolve to this machine would reach it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { ADMIN_PATH } from '../../src/site/admin.ts';
import { startDevSession, type DevOptions, type DevSession } from './dev-session.ts';
import { startHostGate } from './host-gate.ts';
import type { LocalServer } from './listen.ts';

export interface CmsOptions extends Omit<DevOptions, 'port'> {
  /** The dev server's port (0: a free one). */
  readonly port?: number;
  /** The proxy's port (0: a free one). */
  readonly proxyPort?: number;
}

export interface CmsSession {
  readonly dev: DevSession;
  /** The editor's address. */
  readonly editorUrl: string;
  /** The proxy's API, as the editor calls it. */
  readonly proxyUrl: string;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);

/** A port nothing listens on at this moment, on 127.0.0.1. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startCms(options: CmsOptions): Promise<CmsSession> {
  const root = path.resolve(options.root);
  const proxyPort = options.proxyPort || (await freePort());
  const proxyUrl = `http://127.0.0.1:${proxyPort}/api/v1`;
  // The build reads it from the environment like every setting: the editor's config and its policy name the proxy.
  const previous = process.env.CMS_LOCAL_PROXY;
  process.env.CMS_LOCAL_PROXY = proxyUrl;
  let dev: DevSession;
  try {
    dev = await startDevSession({ ...options, port: options.port ?? 4321 });
  } finally {
    if (previous === undefined) delete process.env.CMS_LOCAL_PROXY;
    else process.env.CMS_LOCAL_PROXY = previous;
  }
  let proxy: ChildProcess;
  let gate: LocalServer;
  try {
    // Decap's proxy on a port of its own, which the editor never calls: the editor calls the gate.
    const innerPort = await freePort();
    proxy = await startProxy(root, innerPort, dev.origin, options.logError ?? ((line) => console.error(line)));
    gate = await startHostGate({ port: proxyPort, upstreamPort: innerPort, allowedOrigin: dev.origin }).catch(async (error: unknown) => {
      await stopChild(proxy);
      throw error;
    });
  } catch (error) {
    await dev.close();
    throw error;
  }
  return {
    dev,
    editorUrl: `${dev.origin}${ADMIN_PATH}`,
    proxyUrl,
    close: async () => {
      await gate.close();
      await stopChild(proxy);
      await dev.close();
    },
  };
}

async function startProxy(root: string, port: number, origin: string, logError: (line: string) => void): Promise<ChildProcess> {
  const child = spawn(process.execPath, [require.resolve('decap-server')], {
    // decap-server reads a .env of its working folder: it runs in the project, like the rest of npm run cms.
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: '127.0.0.1',
      ORIGIN: origin,
      MODE: 'fs',
      GIT_REPO_DIRECTORY: root,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (data: Buffer) => {
    for (const line of data.toString().split('\n')) if (line.trim()) logError(`[cms proxy] ${line}`);
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`decap-server stopped before it was ready (exit code ${code})`))),
  );
  exited.catch(() => undefined);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const ready = await Promise.race([isAnswering(port, origin), exited]);
    if (ready) return child;
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`decap-server did not answer on 127.0.0.1:${port} within 15 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function isAnswering(port: number, origin: string): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify({ action: 'info' }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill();
  await gone;
}
