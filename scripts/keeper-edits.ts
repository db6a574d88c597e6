/**
 * `npm run test:keepers`: the keepers' check. In a throwaway copy of the committed tree (`git archive HEAD`, with
 * node_modules linked), it makes the two edits the people who keep this site make most often:
 *   1. a new English blog article, copied from an existing one with title, description, summary, date, reviewed,
 *      image alt and related changed;
 *   2. every phone number in content/clinic.yml (the clinic facts) changed to another valid Singapore number;
 * then runs the typecheck and `npm test` there (arguments go to vitest) and exits with the first failure. The
 * working tree is never written to: a test that breaks here hard-codes today's content or clinic facts.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmod, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { changePhoneNumbers, copyArticle, frontMatterOf, phoneChangeProblems, unchangedFields } from './lib/keeper-edits.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const NEW_SLUG = 'staying-active-with-knee-arthritis';
const CLINIC = 'content/clinic.yml';

async function addArticle(copy: string): Promise<string> {
  const dir = path.join(copy, 'content/en/blog');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.md')).sort();
  const from = files[0];
  if (!from) throw new Error('content/en/blog has no article to copy');
  if (files.includes(`${NEW_SLUG}.md`)) throw new Error(`content/en/blog/${NEW_SLUG}.md exists already; pick another slug for the check`);
  const source = await readFile(path.join(dir, from), 'utf8');
  const copied = copyArticle(source, from.replace(/\.md$/, ''));
  const same = unchangedFields(frontMatterOf(source), frontMatterOf(copied));
  if (same.length) throw new Error(`the copied article kept its ${same.join(', ')}`);
  await writeFile(path.join(dir, `${NEW_SLUG}.md`), copied);
  return `content/en/blog/${NEW_SLUG}.md (copied from ${from})`;
}

async function changePhones(copy: string): Promise<string> {
  const file = path.join(copy, CLINIC);
  const before = await readFile(file, 'utf8');
  const change = changePhoneNumbers(before);
  const problems = phoneChangeProblems(before, change);
  if (problems.length) throw new Error(`${CLINIC}: ${problems.join('; ')}`);
  await writeFile(file, change.text);
  return [...change.changes].map(([old, next]) => `${old} → ${next}`).join(', ');
}

const copy = await mkdtemp(path.join(tmpdir(), 'clinic-keepers-'));
// Readable by everyone, as a checkout is: one test runs the build as an unprivileged user to prove unreadable files
// are named, and that user must be able to read the rest of the project.
await chmod(copy, 0o755);
let status = 1;
try {
  // The committed tree only: what CI checks out, without anyone's unsaved work.
  const archive = execFileSync('git', ['archive', '--format=tar', 'HEAD'], { cwd: ROOT, maxBuffer: 512 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', copy], { input: archive });
  await symlink(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');

  console.log(`keepers' check in ${copy}`);
  console.log(`  new article: ${await addArticle(copy)}`);
  console.log(`  phone numbers: ${await changePhones(copy)}`);

  const args = process.argv.slice(2).filter((a) => a !== '--');
  // The typecheck first: vitest strips types without checking them.
  const runs: string[][] = [
    ['run', 'typecheck'],
    ['test', ...(args.length ? ['--', ...args] : [])],
  ];
  status = 0;
  for (const run of runs) {
    console.log(`  npm ${run.join(' ')}`);
    status = spawnSync('npm', run, { cwd: copy, stdio: 'inherit' }).status ?? 1;
    if (status !== 0) break;
  }
  console.log(status === 0 ? "keepers' check passed" : `keepers' check FAILED: npm test exited with ${status} after the two edits`);
} finally {
  if (process.env.KEEP_KEEPERS_COPY) console.log(`copy kept in ${copy}`);
  else await rm(copy, { recursive: true, force: true });
}
process.exit(status);
