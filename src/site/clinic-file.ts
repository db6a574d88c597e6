/**
 * The text of the clinic's facts, read from the project when a module first asks for the facts. Its own module so
 * that the editor's bundle can replace it with the text the build read (the browser has no file system).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CLINIC_FILE } from './clinic-schema.ts';

/** The file, found from this module's place in the project (so a copy of the project reads its own). */
export const CLINIC_PATH = path.resolve(import.meta.dirname, '../..', CLINIC_FILE);

/** The file's text, or the reason it cannot be read. */
export function readClinicText(): { text: string } | { error: string } {
  try {
    return { text: readFileSync(CLINIC_PATH, 'utf8') };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      error:
        code === 'ENOENT'
          ? 'is missing: the clinic facts must be in this file'
          : `cannot be read (${(error as Error).message.split('\n')[0]})`,
    };
  }
}
