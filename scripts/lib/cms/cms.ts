/**
 * `npm run cms` as a function (scripts/cms.ts is its command line; the editor's browser test starts it too): the
 * dev server, whose build points the editor at the local git proxy, and Decap's proxy (decap-server), which
 * reads and writes this checkout directly. The proxy listens on a Unix socket in a folder only this user can open
 * (decap-proxy.mjs), never on a port, so nothing but the gate (host-gate.ts) reaches it: the gate listens on
 * 127.0.0.1, answers only requests addressed to this machine by name and sent from the editor's own pages (at
 * 127.0.0.1 or localhost), and forwards only requests whose every path is one of the editor's collections' files
 * or an upload (cms-paths.ts, from the editor's configuration the dev build writes).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { ADMIN_PATH } from '../../../src/site/admin.ts';
import { actionRefusal, editablePathsReader, linkOnTheWay, listingFilter, namedPaths } from './cms-paths.ts';
import { startDevSession, type DevOptions, type DevSession } from '../dev/dev-session.ts';
import { startHostGate } from './host-gate.ts';
import type { LocalServer } from '../serve/listen.ts';

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
  const socketDir = await mkdtemp(path.join(tmpdir(), 'clinic-cms-'));
  const socketPath =
    process.platform === 'win32' ? `\\\\.\\pipe\\clinic-cms-${randomBytes(8).toString('hex')}` : path.join(socketDir, 'decap.sock');
  try {
    const logError = options.logError ?? ((line: string) => console.error(line));
    proxy = await startProxy(root, socketPath, logError);
    const editable = editablePathsReader(path.resolve(options.outDir));
    const refusal = async (body: unknown) => {
      const paths = await editable();
      if (!paths)
        return 'the site is still being built for the first time, or its last build failed, so nothing was saved. Wait for the site to show again (or ask the web team to look at the npm run cms window), then save again.';
      const reason = actionRefusal(body, paths);
      if (reason) return reason;
      for (const named of namedPaths(body)) {
        const link = await linkOnTheWay(root, named);
        if (link) return `${JSON.stringify(named)} is reached through the link ${link}, which could lead anywhere`;
      }
      return undefined;
    };
    const origins = [dev.origin, dev.origin.replace('//127.0.0.1:', '//localhost:')];
    gate = await startHostGate({
      port: proxyPort,
      upstream: { socketPath },
      allowedOrigins: origins,
      refusal,
      answerFilter: (body) => listingFilter(body, root, editable),
      onRefused: (reason) => logError(`[cms] refused: ${reason}`),
    }).catch(async (error: unknown) => {
      await stopChild(proxy);
      throw error;
    });
  } catch (error) {
    await rm(socketDir, { recursive: true, force: true });
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
      await rm(socketDir, { recursive: true, force: true });
      await dev.close();
    },
  };
}

async function startProxy(root: string, socketPath: string, logError: (line: string) => void): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, DECAP_SOCKET: socketPath, MODE: 'fs', GIT_REPO_DIRECTORY: root, LOG_LEVEL: 'warn' };
  // Its CORS answer is replaced by the gate's; a PORT or ORIGIN of this shell means nothing to it.
  delete env.PORT;
  delete env.ORIGIN;
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'decap-proxy.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (data: Buffer) => {
    for (const line of data.toString().split('\n')) if (line.trim()) logError(`[cms proxy] ${line}`);
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (data: Buffer) => {
      if (data.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`decap-server stopped before it was ready (exit code ${code})`)));
  });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`decap-server did not listen on ${socketPath} within 15 s`)), 15_000);
  });
  try {
    await Promise.race([ready, late]);
    return child;
  } catch (error) {
    await stopChild(child);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill();
  await gone;
}
