/**
 * `npm run dev` on a temporary project as the tests start it: any free port, no restart on code changes, output
 * into the project's own `.dev-out`, and nothing printed unless the caller asks for it.
 */
import { type DevOptions, type DevSession, startDevSession } from '../../scripts/lib/dev/dev-session.ts';
import type { TempProject } from './project.ts';

export function devSessionOn(project: TempProject, options: Partial<DevOptions> = {}): Promise<DevSession> {
  return startDevSession({
    root: project.root,
    outDir: project.file('.dev-out'),
    port: 0,
    watchCode: false,
    log: () => undefined,
    logError: () => undefined,
    ...options,
  });
}
