/**
 * `npm run test:keepers`: the keepers' check. In a throwaway copy of the committed tree (`git archive HEAD`, with
 * node_modules linked), it makes the edits the people who keep this site make most often:
 *   1. a new English blog article, copied from an existing one with title, description, summary, date, reviewed,
 *      image alt and related changed, whose main picture is a camera JPEG uploaded as the editor uploads it (into
 *      public/images/uploads/, named in `image.src`);
 *   2. every phone number in content/clinic.yml (the clinic facts) changed to another valid Singapore number;
 *   3. new opening hours in the same file, written as the editor's "Clinic details" writes it (every page in
 *      every language must then show them: tests/content/clinic-facts.test.ts);
 * then runs `npm test` there (arguments go to vitest) with the typecheck beside it, and fails if either fails. The
 * working tree is never written to: a test that breaks here hard-codes today's content or clinic facts.
 */
import { execFileSync, spawn } from 'node:child_process';
import sharp from 'sharp';
import { appendFile, chmod, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { constants, setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import {
  changeOpeningHours,
  changePhoneNumbers,
  copyArticle,
  frontMatterOf,
  phoneChangeProblems,
  unchangedFields,
} from './lib/checks/keeper-edits.ts';
import { ADMIN_MEDIA } from '../src/site/admin.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const NEW_SLUG = 'staying-active-with-knee-arthritis';
const CLINIC = 'content/clinic.yml';
const UPLOAD = 'knee-walk-in-the-park.jpg';

/**
 * A photo as a phone camera hands it over: 3000×2000, grainy (so it compresses like a photo, not a flat colour),
 * with the camera's metadata, written where the editor's media library puts an upload.
 */
async function uploadPhoto(copy: string): Promise<string> {
  const file = path.join(copy, ADMIN_MEDIA.folder, UPLOAD);
  await mkdir(path.dirname(file), { recursive: true });
  await sharp({
    create: { width: 3000, height: 2000, channels: 3, background: '#7a9a6b', noise: { type: 'gaussian', mean: 120, sigma: 40 } },
  })
    .withExif({ IFD0: { Make: 'Keepers', Model: 'Check camera' } })
    .jpeg({ quality: 85 })
    .toFile(file);
  return `${ADMIN_MEDIA.publicPath}/${UPLOAD}`;
}

async function addArticle(copy: string, imageSrc: string): Promise<string> {
  const dir = path.join(copy, 'content/en/blog');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.md')).sort();
  const from = files[0];
  if (!from) throw new Error('content/en/blog has no article to copy');
  if (files.includes(`${NEW_SLUG}.md`)) throw new Error(`content/en/blog/${NEW_SLUG}.md exists already; pick another slug for the check`);
  const source = await readFile(path.join(dir, from), 'utf8');
  const copied = copyArticle(source, from.replace(/\.md$/, ''), imageSrc);
  const same = unchangedFields(frontMatterOf(source), frontMatterOf(copied));
  if (same.length) throw new Error(`the copied article kept its ${same.join(', ')}`);
  await writeFile(path.join(dir, `${NEW_SLUG}.md`), copied);
  // As a keeper does: the new "reviewed" date stands on the reviewer's sign-off, recorded beside the others.
  const { reviewed, reviewer } = frontMatterOf(copied);
  await appendFile(
    path.join(copy, 'content/clinical-reviews.yml'),
    `  - date: ${String(reviewed)}\n    reviewer: ${String(reviewer)}\n    pages: [en/blog/${NEW_SLUG}]\n    note: A new article copied from ${from}.\n`,
  );
  return `content/en/blog/${NEW_SLUG}.md (copied from ${from}, main picture ${imageSrc}), with its review record`;
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

async function changeHours(copy: string): Promise<string> {
  const file = path.join(copy, CLINIC);
  const change = changeOpeningHours(await readFile(file, 'utf8'));
  if (!change.changes.length) throw new Error(`${CLINIC}: no row of opening hours with opens and closes to change`);
  await writeFile(file, change.text);
  return change.changes.join(', ');
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
  console.log(`  new article: ${await addArticle(copy, await uploadPhoto(copy))}`);
  console.log(`  phone numbers: ${await changePhones(copy)}`);
  console.log(`  opening hours: ${await changeHours(copy)}`);

  const args = process.argv.slice(2).filter((a) => a !== '--');
  // vitest strips types without checking them, so the typecheck runs too: beside the tests, at the lowest priority.
  // The test run leaves a core idle now and then (while a file waits on Chromium or a server), and the typecheck
  // fits into those moments instead of adding its own quarter of a minute in front of the tests.
  console.log('  npm run typecheck (beside the tests, at low priority)');
  const typecheck = runQuietly('npm', ['run', 'typecheck'], copy);
  console.log(`  npm test${args.length ? ` -- ${args.join(' ')}` : ''}`);
  const tests = await run('npm', ['test', ...(args.length ? ['--', ...args] : [])], copy);
  const types = await typecheck;
  if (types.status !== 0) process.stdout.write(`\nnpm run typecheck:\n${types.output}`);
  const failed: string[] = [];
  if (types.status !== 0) failed.push(`the typecheck exited with ${types.status}`);
  if (tests !== 0) failed.push(`npm test exited with ${tests}`);
  status = failed.length ? 1 : 0;
  console.log(status === 0 ? "keepers' check passed" : `keepers' check FAILED after the edits: ${failed.join('; ')}`);
} finally {
  if (process.env.KEEP_KEEPERS_COPY) console.log(`copy kept in ${copy}`);
  else await rm(copy, { recursive: true, force: true });
}
process.exit(status);

/** Runs a command with its output on this terminal; resolves to its exit status. */
function run(command: string, args: string[], cwd: string): Promise<number> {
  return new Promise((resolve) => {
    spawn(command, args, { cwd, stdio: 'inherit' })
      .on('error', () => resolve(1))
      .on('close', (code) => resolve(code ?? 1));
  });
}

/**
 * Runs a command at the lowest scheduling priority, its output kept for the end. The priority is set as soon as
 * the process exists, before npm starts the command's own process, which inherits it.
 */
function runQuietly(command: string, args: string[], cwd: string): Promise<{ status: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    if (child.pid !== undefined) setPriority(child.pid, constants.priority.PRIORITY_LOW);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', (error) => resolve({ status: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ status: code ?? 1, output }));
  });
}
