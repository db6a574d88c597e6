/**
 * The text of the clinic facts the editor shows in its previews and checks its forms against. In the browser this
 * module is replaced by the text the editor's bundle was made from (admin-bundle.ts), since the browser has no
 * files; under Node (the editor's code in tests) it is the project's file, read when asked.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CLINIC_FILE } from '../site/clinic-schema.ts';

export function factsText(): string {
  return readFileSync(path.resolve(import.meta.dirname, '../..', CLINIC_FILE), 'utf8');
}
