import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { longSubjects, SUBJECT_LIMIT } from '../../scripts/check-commits.ts';
import { ROOT } from '../helpers/project.ts';

const subject = (length: number, char = 'a') => char.repeat(length);

describe('longSubjects', () => {
  it('allows a subject of exactly the limit and names one longer', () => {
    const commits = [
      { hash: 'a1', subject: subject(SUBJECT_LIMIT) },
      { hash: 'b2', subject: subject(SUBJECT_LIMIT + 1) },
    ];
    expect(longSubjects(commits)).toEqual([commits[1]]);
  });

  it('counts characters as a reader does, not bytes', () => {
    // 72 Han characters are 216 bytes of UTF-8; an arrow is three.
    expect(longSubjects([{ hash: 'c3', subject: subject(SUBJECT_LIMIT, '膝') }])).toEqual([]);
    expect(longSubjects([{ hash: 'd4', subject: `${subject(SUBJECT_LIMIT - 1)}→` }])).toEqual([]);
  });
});

describe('npm run check-commits', () => {
  let repo: string;
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Keeper', '-c', 'user.email=keeper@example.com', '-c', 'commit.gpgsign=false', ...args], {
      cwd: repo,
      stdio: 'pipe',
    });
  const commit = async (message: string, file: string) => {
    await mkdir(path.dirname(path.join(repo, file)), { recursive: true });
    await writeFile(path.join(repo, file), message);
    git('add', file);
    git('commit', '-q', '-m', message);
  };
  // tsx resolved from here: the temporary repository has no node_modules of its own.
  const check = (cwd = repo) =>
    spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), path.join(ROOT, 'scripts/check-commits.ts')], {
      cwd,
      encoding: 'utf8',
    });

  beforeEach(async () => {
    repo = await mkdtemp(path.join(tmpdir(), 'check-commits-'));
    git('init', '-q');
  });
  afterEach(async () => {
    await rm(repo, { recursive: true, force: true });
  });

  it('leaves the commits before the rule alone and names a later one that breaks it', async () => {
    await commit(`Everything in one subject, as the old commits did: ${subject(60)}`, 'README.md');
    await commit('Write the commit rule down', 'docs/contributing.md');
    await commit('A short subject', 'a.txt');
    // A merge's subject is the tool's, as GitHub's test merge of a pull request is.
    git('checkout', '-q', '-b', 'topic');
    await commit('A change on a branch', 'c.txt');
    git('checkout', '-q', '-');
    git('merge', '-q', '--no-ff', '-m', `Merge ${'0'.repeat(40)} into ${'f'.repeat(40)}`, 'topic');
    expect(check().status).toBe(0);

    const tooLong = `Then a subject that says everything at once again ${subject(30)}`;
    await commit(tooLong, 'b.txt');
    const result = check();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`the subject has ${tooLong.length} characters, more than ${SUBJECT_LIMIT}: ${tooLong}`);
    expect(result.stderr).not.toContain('as the old commits did');
  });

  it('checks the commits a shallow clone has, as a CI checkout of one commit is', async () => {
    await commit('Write the commit rule down', 'docs/contributing.md');
    const tooLong = `A subject that goes on past the limit to say why ${subject(40)}`;
    await commit(tooLong, 'a.txt');
    const shallow = path.join(repo, 'shallow');
    execFileSync('git', ['clone', '-q', '--depth', '1', pathToFileURL(repo).href, shallow]);
    const result = check(shallow);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(tooLong);

    await commit('A short subject', 'b.txt');
    await rm(shallow, { recursive: true, force: true });
    execFileSync('git', ['clone', '-q', '--depth', '1', pathToFileURL(repo).href, shallow]);
    expect(check(shallow).stdout).toContain('Commit subjects: 1 checked');
  });

  it('has nothing to check outside a git checkout', async () => {
    await rm(path.join(repo, '.git'), { recursive: true, force: true });
    const result = check();
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('no git history here');
  });
});
