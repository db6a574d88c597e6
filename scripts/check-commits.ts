/**
 * `npm run check-commits` (part of `npm run lint`): commit subjects of at most 72 characters, the reasons in the
 * body, as docs/contributing.md asks. Held to it: the commit that wrote that rule down and every commit after it;
 * older commits put everything in the subject and are left as they are. Merge commits are not held to it: their
 * subject is usually written by a tool (GitHub's test merge of a pull request names two full hashes). A shallow
 * clone checks the commits it has; outside a git checkout (an unpacked archive) there is nothing to check.
 */
import { execFileSync } from 'node:child_process';

export const SUBJECT_LIMIT = 72;
/** The file that states the rule: the commit that added it is the first one held to it. */
const RULE_FILE = 'docs/contributing.md';

export interface Commit {
  readonly hash: string;
  readonly subject: string;
}

/** The commits whose subject is too long, by characters as a reader counts them (一 or → is one, not three). */
export function longSubjects(commits: readonly Commit[], limit: number = SUBJECT_LIMIT): Commit[] {
  return commits.filter((commit) => [...commit.subject].length > limit);
}

function git(args: string[]): string {
  return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
}

/** The commits held to the rule, newest first; empty outside a git checkout. */
function commitsUnderRule(): Commit[] {
  try {
    git(['rev-parse', '--verify', 'HEAD']);
  } catch {
    return [];
  }
  // In a shallow clone the oldest commit present seems to add every file, so the range starts at or before it.
  const first = git(['log', '--diff-filter=A', '--format=%H', '--', RULE_FILE]).trim().split('\n').at(-1);
  const range = first ? [`${first}^!`, `${first}..HEAD`] : ['HEAD'];
  const log = range.flatMap((r) => git(['log', '--no-merges', '--format=%H%x00%s', r]).split('\n').filter(Boolean));
  return [...new Set(log)].map((line) => {
    const [hash = '', subject = ''] = line.split('\0');
    return { hash, subject };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const commits = commitsUnderRule();
  const long = longSubjects(commits);
  for (const { hash, subject } of long) {
    console.error(`${hash.slice(0, 10)}: the subject has ${[...subject].length} characters, more than ${SUBJECT_LIMIT}: ${subject}`);
  }
  if (long.length) {
    console.error(`Shorten the subject and put the reasons in the body (${RULE_FILE}): git commit --amend, or git rebase -i.`);
    process.exit(1);
  }
  console.log(
    commits.length
      ? `Commit subjects: ${commits.length} checked, none longer than ${SUBJECT_LIMIT} characters.`
      : 'Commit subjects: no git history here, nothing to check.',
  );
}
