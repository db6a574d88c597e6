/**
 * The dev server's build process. It runs the build for each batch of changed files it is sent (Rebuilder, which
 * keeps the cache's records in memory between batches). It runs apart from the server so that a change to the
 * generator's own code can be picked up by starting a fresh process, whose imports are fresh, while the server and
 * its open event streams stay up. Started by scripts/lib/dev/dev-session.ts with `root outDir` as arguments.
 */
import { BuildError } from '../../shared/problems.ts';
import type { Rebuilder, UpdateResult } from './rebuild.ts';

export interface BuilderRequest {
  readonly id: number;
  /** Absolute paths of the changed files; empty for a full load. */
  readonly files: readonly string[];
}

export type BuilderReply =
  | ({ readonly id: number; readonly ok: true } & UpdateResult)
  | { readonly id: number; readonly ok: false; readonly message: string };

const send = process.send?.bind(process);
const [root, outDir] = process.argv.slice(2);
if (!send || !root || !outDir) throw new Error('dev-builder.ts runs as a child of the dev server: fork(it, [root, outDir])');

// Imported here, not above: a generator module that fails to load (a syntax error in an edit) is then answered to
// every request like any problem, and the server starts a fresh process once the code changes again.
let made: Rebuilder | undefined;
const builds = import('./rebuild.ts').then(({ Rebuilder }) => {
  made = new Rebuilder({ root, outDir });
  return made;
});

process.on('message', (request: BuilderRequest) => {
  builds
    .then((b) => b.update(request.files))
    .then(
      (result) => send({ id: request.id, ok: true, ...result } satisfies BuilderReply),
      (error: unknown) => {
        // Content and settings problems are listed as the build lists them; anything else is a bug: its stack helps.
        const message =
          error instanceof BuildError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
        send({ id: request.id, ok: false, message } satisfies BuilderReply);
      },
    );
});
// The server stops this process when it closes; an orphan (the server was killed) stops by itself. Either way the
// session's files go with it.
process.on('exit', () => made?.close());
process.on('SIGTERM', () => process.exit(0));
process.on('disconnect', () => process.exit(0));
