/**
 * `npm run dev` as a function (dev.ts is its command line; the tests and the benchmark start it too).
 * It serves the output folder on 127.0.0.1 with the preview handler in dev mode, watches content/, locales/,
 * public/ and the generator's src/ with chokidar, coalesces bursts of changes (dev/change-queue.ts), runs one
 * build at a time in a build process (dev/build-process.ts), and tells open pages over server-sent events to
 * reload or to show the error.
 * A change to the generator's code (src/, stylesheets aside) starts a fresh build process, so its imports are
 * fresh; content, catalogue, stylesheet and picture changes are applied by the running one, incrementally.
 */
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { build as esbuild } from 'esbuild';
import { BuildProcess } from './build-process.ts';
import { ChangeQueue, type Batch } from './change-queue.ts';
import { listenLocal } from '../serve/listen.ts';
import { createPreviewHandler } from '../serve/preview-handler.ts';

const CODE_ROOT = path.resolve(import.meta.dirname, '../../..');
export const EVENTS_PATH = '/__dev/events';
export const CLIENT_PATH = '/__dev/client.js';

export interface DevOptions {
  /** Project root: content/, locales/ and public/ are watched and read here. */
  readonly root: string;
  /** The folder built into and served. */
  readonly outDir: string;
  /** 0 picks a free port. */
  readonly port?: number;
  /** The form service the enquiry form posts to (the fake one of scripts/, say); else FORM_SERVICE_URL or the default. */
  readonly formServiceUrl?: string;
  /** Watch the generator's src/ too (default true; tests turn it off, other people edit src/ meanwhile). */
  readonly watchCode?: boolean;
  /** Changes arriving within this many milliseconds of each other make one build. */
  readonly coalesceMs?: number;
  readonly log?: (line: string) => void;
  readonly logError?: (line: string) => void;
}

export type BuildEvent =
  | {
      readonly type: 'reload';
      readonly paths: readonly string[] | 'all';
      readonly rendered: number;
      readonly ms: number;
      readonly files: readonly string[];
    }
  | { readonly type: 'build-error'; readonly message: string; readonly files: readonly string[] };

export interface DevSession {
  readonly origin: string;
  /** A `build` event after every build, good or failed. */
  readonly events: EventEmitter<{ build: [BuildEvent] }>;
  /** Feeds changed files (absolute paths) to the build queue, as the watcher does. */
  changed(files: readonly string[]): void;
  /** Resolves when no build is running or queued. */
  idle(): Promise<void>;
  /** How many pages (event streams) are connected. */
  connections(): number;
  close(): Promise<void>;
}

export async function startDevSession(options: DevOptions): Promise<DevSession> {
  const root = path.resolve(options.root);
  const outDir = path.resolve(options.outDir);
  const log = options.log ?? ((line) => console.log(line));
  const logError = options.logError ?? ((line) => console.error(line));
  const coalesceMs = options.coalesceMs ?? 50;
  const env: NodeJS.ProcessEnv = { ...process.env, ...(options.formServiceUrl ? { FORM_SERVICE_URL: options.formServiceUrl } : {}) };
  const events = new EventEmitter<{ build: [BuildEvent] }>();
  const streams = new Set<ServerResponse>();
  let lastError: string | undefined;

  const isCode = (file: string) => {
    const rel = path.relative(path.join(CODE_ROOT, 'src'), file);
    return !rel.startsWith('..') && !path.isAbsolute(rel) && !rel.startsWith(`styles${path.sep}`);
  };

  let builder: BuildProcess | undefined;

  const broadcast = (event: BuildEvent) => {
    const data = event.type === 'reload' ? { paths: event.paths } : { message: event.message };
    for (const stream of streams) stream.write(`event: ${event.type}\ndata: ${JSON.stringify(data)}\n\n`);
    events.emit('build', event);
  };

  const runBatch = async ({ files, fresh }: Batch) => {
    const label = files.length ? files.map((f) => path.relative(root, f) || f).join(', ') : 'start';
    try {
      if (fresh || !builder?.alive) {
        await builder?.stop();
        builder = BuildProcess.start(root, outDir, env);
      }
      const reply = await builder.request(fresh ? [] : files);
      if (reply.ok) {
        lastError = undefined;
        const what = reply.paths === 'all' ? 'every page' : `${reply.rendered} page${reply.rendered === 1 ? '' : 's'}`;
        log(`[dev] ${label}: rendered ${what} in ${Math.round(reply.ms)} ms`);
        broadcast({ type: 'reload', paths: reply.paths, rendered: reply.rendered, ms: reply.ms, files });
      } else {
        lastError = reply.message;
        logError(`[dev] ${label}: ${reply.message}`);
        broadcast({ type: 'build-error', message: reply.message, files });
      }
    } catch (error) {
      lastError = `${(error as Error).message}; it starts again with the next change`;
      logError(`[dev] ${label}: ${lastError}`);
      broadcast({ type: 'build-error', message: lastError, files });
    }
  };

  // One build at a time; changes during a build, or within the coalescing window, join the next.
  const queue = new ChangeQueue({ coalesceMs, isCode, run: runBatch });
  const changed = (files: readonly string[]) => queue.changed(files.map((file) => path.resolve(file)));
  const idle = () => queue.idle();

  // The first build, before anything is served: a page opened at once shows the site, or the error overlay.
  await idle();

  const client = await esbuild({
    entryPoints: [path.join(CODE_ROOT, 'scripts/lib/dev/dev-client.entry.ts')],
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  const clientJs = client.outputFiles[0]?.text ?? '';
  // Only what the pipeline published, with the headers the hosts send: never a file of public/ directly (a file the
  // build refuses there, an HTML page or a script, would run on this origin, the editor's under `npm run cms`).
  const site = createPreviewHandler(outDir, { dev: true, devHeadHtml: `<script type="module" src="${CLIENT_PATH}"></script>` });
  const eventStream = (req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    res.write('retry: 500\n\n');
    if (lastError !== undefined) res.write(`event: build-error\ndata: ${JSON.stringify({ message: lastError })}\n\n`);
    streams.add(res);
    req.on('close', () => streams.delete(res));
  };

  const server = await listenLocal((req, res) => {
    if (req.url === EVENTS_PATH) return eventStream(req, res);
    if (req.url === CLIENT_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }).end(clientJs);
      return;
    }
    site(req, res);
  }, options.port ?? 4321);
  // A comment now and then keeps proxies and idle timeouts from closing the streams.
  const heartbeat = setInterval(() => {
    for (const stream of streams) stream.write(': ping\n\n');
  }, 15_000);
  heartbeat.unref();

  const ignored = (file: string) => /(^|[/\\])\.[^/\\]|~$|\.swp$|(^|[/\\])4913$/.test(path.basename(file));
  const watched = [path.join(root, 'content'), path.join(root, 'locales'), path.join(root, 'public')];
  if (options.watchCode ?? true) watched.push(path.join(CODE_ROOT, 'src'));
  const watcher: FSWatcher = watch(watched, { ignoreInitial: true, ignored });
  watcher.on('all', (_event, file) => changed([file]));
  watcher.on('error', (error) => logError(`[dev] watching files failed: ${(error as Error).message}`));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));

  return {
    origin: server.origin,
    events,
    changed,
    idle,
    connections: () => streams.size,
    close: async () => {
      clearInterval(heartbeat);
      await watcher.close();
      for (const stream of streams) stream.end();
      await queue.close();
      await builder?.stop();
      await server.close();
    },
  };
}
