/**
 * The whole tree typechecks (`npm run typecheck`: tsc, strict). A test of its own so it runs beside the other
 * files of `npm test` instead of before all of them; a failure shows tsc's own report.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/project.ts';

const TSC = createRequire(import.meta.url).resolve('typescript/bin/tsc');

describe('the TypeScript of the project', () => {
  it('typechecks with the strict settings of tsconfig.json', { timeout: 180_000 }, async () => {
    const child = spawn(process.execPath, [TSC, '--noEmit', '-p', ROOT], { cwd: ROOT });
    let report = '';
    child.stdout.on('data', (chunk: Buffer) => {
      report += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      report += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(report.trim(), 'tsc reported errors').toBe('');
    expect(code).toBe(0);
  });
});
