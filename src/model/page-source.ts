/** One page as the build read it: its route, its checked front matter and its markdown body. */
import type { Route } from './routes.ts';
import type { Meta } from './schema.ts';

export interface PageSource {
  readonly route: Route;
  readonly meta: Meta;
  /** Markdown body, front matter removed. */
  readonly body: string;
  /** The file as problems name it, relative to the project: `content/en/blog/x.md`. */
  readonly source: string;
  /** The line of the file the body starts on, so a problem in the body can give the file's line. */
  readonly bodyLine: number;
  /** The line of each front-matter field. */
  readonly fieldLines?: Readonly<Record<string, number>>;
}
