/**
 * Reading the record of clinical sign-off (`<content>/clinical-reviews.yml`) for a build: YAML only, checked by
 * model/clinical-reviews.ts, every problem with its line.
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import { checkReviewRecords, type ReviewRecord } from '../../model/clinical-reviews.ts';
import { firstLine, type Checked, type Problem } from '../../shared/problems.ts';
import { readContentFile } from './project-files.ts';

export const REVIEWS_FILE = 'clinical-reviews.yml';

/** The records, and the line of any place in the file (`records.2.pages.0`), for problems found later. */
export interface ReviewFile {
  readonly file: string;
  readonly records: readonly ReviewRecord[];
  lineOf(path: readonly (string | number)[]): number | undefined;
}

export function parseReviewFile(text: string, file: string): Checked<ReviewFile> {
  const counter = new LineCounter();
  const doc = parseDocument(text, { schema: 'core', uniqueKeys: true, lineCounter: counter, prettyErrors: false });
  if (doc.errors.length) {
    return {
      problems: doc.errors.map((e) => ({
        file,
        line: counter.linePos(e.pos[0]).line,
        message: `is not valid YAML: ${firstLine(e.message)}`,
      })),
    };
  }
  const lineOf = (at: readonly (string | number)[]) => {
    const offset = nodeOffset(doc, at);
    return offset === undefined ? undefined : counter.linePos(offset).line;
  };
  const checked = checkReviewRecords(doc.toJS());
  const problems: Problem[] = checked.problems.map((p) => {
    const line = lineOf(p.path);
    return { file, ...(line ? { line } : {}), ...(p.path.length ? { field: p.path.join('.') } : {}), message: p.message };
  });
  return problems.length ? { problems } : { value: { file, records: checked.records, lineOf }, problems };
}

/** Where the deepest node of `at` that the file has starts: the entry at fault, or its record. */
function nodeOffset(doc: Document, at: readonly (string | number)[]): number | undefined {
  let node: unknown = doc.contents;
  let offset: number | undefined;
  for (const key of at) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key);
      if (!pair || !isScalar(pair.key)) break;
      offset = pair.key.range?.[0];
      node = pair.value;
    } else if (isSeq(node) && typeof key === 'number') {
      const item = node.items[key] as { range?: [number, number, number] } | undefined;
      if (!item) break;
      offset = item.range?.[0];
      node = item;
    } else break;
  }
  return offset;
}

/** Reads and checks the record file of a content folder. */
export async function loadReviewFile(contentDir: string, contentLabel: string): Promise<Checked<ReviewFile>> {
  const file = `${contentLabel}/${REVIEWS_FILE}`;
  const missing = 'every clinical page\'s "reviewed" date and every warning sign stand on a record of clinical sign-off here';
  const read = await readContentFile(contentDir, file, REVIEWS_FILE, missing);
  if ('problem' in read) return { problems: [read.problem] };
  const { text } = read;
  return parseReviewFile(text, file);
}
