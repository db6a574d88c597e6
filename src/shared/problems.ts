/**
 * One way to report what is wrong with the site's inputs: a problem names the file (relative to the project,
 * forward slashes), the line and column where there is one, the field, message id or setting it concerns, and
 * what was expected. Every phase collects problems; the build lists them all and fails once, with BuildError.
 */
export interface Problem {
  /** The file at fault, relative to the project root; absent for settings from the environment. */
  readonly file?: string;
  /** 1-based. */
  readonly line?: number;
  /** 1-based. */
  readonly column?: number;
  /** The front-matter field, message id or setting the problem is about. */
  readonly field?: string;
  readonly message: string;
}

/** `content/en/blog/x.md:4:7: date: expected …`, the form editors and terminals recognise as a location. */
export function formatProblem(problem: Problem): string {
  let where = problem.file ?? '';
  if (problem.file && problem.line) where += `:${problem.line}${problem.column ? `:${problem.column}` : ''}`;
  const field = problem.field ? `${problem.field}: ` : '';
  return where ? `${where}: ${field}${problem.message}` : `${field}${problem.message}`;
}

/** The build's one error: every problem found, listed together. Anything else thrown by a build is a bug. */
export class BuildError extends Error {
  readonly problems: readonly Problem[];

  constructor(found: readonly Problem[]) {
    // The same mistake seen from several pages (a message every page uses) is reported once.
    const seen = new Set<string>();
    const problems = found.filter((p) => {
      const line = formatProblem(p);
      if (seen.has(line)) return false;
      seen.add(line);
      return true;
    });
    const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
    super(`The build failed with ${count}:\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`);
    this.name = 'BuildError';
    this.problems = problems;
  }

  /** Each problem as one line of text, in order. */
  get lines(): string[] {
    return this.problems.map(formatProblem);
  }
}

/** Throws a BuildError when there is anything to report. */
export function throwIfAny(problems: readonly Problem[]): void {
  if (problems.length) throw new BuildError(problems);
}

/** The first line of an error's message: enough to say what a library or the file system refused. */
export function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? '';
}

/**
 * What a step of the build answers: the value it made, when it could make one, and every problem it found. Steps
 * return this and never throw for a problem of the inputs; only the top of a run (build(), the dev server, a
 * script, a test) turns problems into a BuildError, with valueOrThrow().
 */
export interface Checked<T> {
  readonly value?: T;
  readonly problems: readonly Problem[];
}

/** The value of a step that found no problem; a BuildError listing them otherwise. For the top of a run only. */
export function valueOrThrow<T>(checked: Checked<T>): T {
  throwIfAny(checked.problems);
  if (checked.value === undefined) throw new Error('a step returned neither a value nor a problem');
  return checked.value;
}
