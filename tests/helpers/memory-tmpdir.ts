/**
 * Where the test run keeps its temporary files: a folder of its own in memory (/dev/shm) when the machine has one
 * with room to spare, otherwise the system's temporary folder.
 *
 * The suite makes and deletes tens of thousands of small files (a fixture project and its output per case, the
 * browsers' profiles). On a disk file system that churn is expensive for the kernel, which looks for a free inode
 * that was not recently deleted for every file it makes: measured on a two-core machine, the generator's two
 * heaviest files took 77–90 processor-seconds with their projects on disk (ext4) and 59–63 in memory.
 */
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, statfsSync } from 'node:fs';
import path from 'node:path';

const MEMORY_FS = '/dev/shm';
/** Folders are named after the process that made them: `clinic-tests-<pid>-<random>`. */
const PREFIX = 'clinic-tests-';
/** What a whole run can hold at once (projects, outputs, browser profiles) is a few hundred MB; leave room. */
const ROOM_NEEDED = 2 * 1024 ** 3;

/** A new folder for the run's temporary files, or undefined when the machine has no roomy memory file system. */
export function memoryTmpdir(): string | undefined {
  if (process.platform !== 'linux' || !existsSync(MEMORY_FS)) return undefined;
  try {
    const { bavail, bsize } = statfsSync(MEMORY_FS);
    if (bavail * bsize < ROOM_NEEDED) return undefined; // a container's small /dev/shm: stay on disk
    removeLeftovers();
    const dir = mkdtempSync(path.join(MEMORY_FS, `${PREFIX}${process.pid}-`));
    // Open to every user with the sticky bit, as /tmp is: a test runs a build as another user, which needs a
    // temporary folder of its own too.
    chmodSync(dir, 0o1777);
    return dir;
  } catch {
    return undefined; // not writable here
  }
}

/**
 * Removes the folders of runs that ended without their teardown (a run killed outside vitest's control): memory
 * stays taken until they are gone. A folder whose process still runs belongs to another run and is left alone.
 */
function removeLeftovers(): void {
  for (const name of readdirSync(MEMORY_FS)) {
    const pid = Number(/^clinic-tests-(\d+)-/.exec(name)?.[1]);
    if (!pid || isRunning(pid)) continue;
    rmSync(path.join(MEMORY_FS, name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
