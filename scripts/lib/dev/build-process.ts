/**
 * The dev server's build process (src/generator/dev/dev-builder.ts): requests are answered in order; a process that exits
 * fails what it had in hand. It runs apart from the server so that a change to the generator's code is picked up
 * by starting a fresh process, whose imports are fresh, while the server and its event streams stay up.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { BuilderReply, BuilderRequest } from '../../../src/generator/dev/dev-builder.ts';

const CODE_ROOT = path.resolve(import.meta.dirname, '../../..');
const BUILDER = path.join(CODE_ROOT, 'src/generator/dev/dev-builder.ts');

export class BuildProcess {
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (reply: BuilderReply) => void; reject: (error: Error) => void }>();
  private exited: Error | undefined;

  private constructor(private readonly child: ChildProcess) {
    child.on('message', (reply: BuilderReply) => {
      this.waiting.get(reply.id)?.resolve(reply);
      this.waiting.delete(reply.id);
    });
    child.on('exit', (code, signal) => {
      this.exited = new Error(`the build process stopped (${signal ?? `exit code ${code}`})`);
      for (const { reject } of this.waiting.values()) reject(this.exited);
      this.waiting.clear();
    });
  }

  static start(root: string, outDir: string, env: NodeJS.ProcessEnv): BuildProcess {
    // tsx's loader, resolved from the generator's own folder, so the child can import TypeScript.
    const child = fork(BUILDER, [root, outDir], {
      cwd: CODE_ROOT,
      execArgv: ['--import', 'tsx'],
      env,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    return new BuildProcess(child);
  }

  get alive(): boolean {
    return !this.exited;
  }

  request(files: readonly string[]): Promise<BuilderReply> {
    if (this.exited) return Promise.reject(this.exited);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.child.send({ id, files } satisfies BuilderRequest);
    });
  }

  async stop(): Promise<void> {
    if (this.exited) return;
    const gone = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill();
    await gone;
  }
}
