/**
 * Reading the catalogue of warning signs (`<content>/warning-signs.yml`) for a build: YAML only (core schema, a
 * key written twice is a problem, as YAML itself says), checked by model/warning-signs.ts, every problem with
 * its line.
 */
import { yamlData } from '../../site/fact-schema.ts';
import { isMap, isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import { checkSignCatalogue, type SignCatalogue } from '../../model/warning-signs.ts';
import { firstLine, type Checked, type Problem } from '../../shared/problems.ts';
import { readContentFile } from './project-files.ts';

export const SIGNS_FILE = 'warning-signs.yml';

/** Checks the catalogue's text; `file` is how problems name it (content/warning-signs.yml). */
export function parseSignCatalogue(
  text: string,
  file: string,
): { readonly catalogue: SignCatalogue; readonly problems: Problem[]; readonly lineOf?: SignLines } {
  const counter = new LineCounter();
  const doc = parseDocument(text, { schema: 'core', uniqueKeys: true, lineCounter: counter, prettyErrors: false });
  if (doc.errors.length) {
    return {
      catalogue: {},
      problems: doc.errors.map((e) => ({
        file,
        line: counter.linePos(e.pos[0]).line,
        message: `is not valid YAML: ${firstLine(e.message)}`,
      })),
    };
  }
  const plain = yamlData(doc, file, (offset) => counter.linePos(offset).line);
  if (plain.problems.length) return { catalogue: {}, problems: plain.problems };
  const checked = checkSignCatalogue(plain.data);
  const problems = checked.problems.map((p) => {
    const offset = keyOffset(doc, p.path);
    const line = offset === undefined ? undefined : counter.linePos(offset).line;
    return { file, ...(line ? { line } : {}), ...(p.path.length ? { field: p.path.join('.') } : {}), message: p.message };
  });
  const lineOf: SignLines = (sign, field) => {
    const offset = keyOffset(doc, ['signs', sign, field]);
    return offset === undefined ? undefined : counter.linePos(offset).line;
  };
  return { catalogue: checked.catalogue, problems, lineOf };
}

/** The line a field of a sign is written on (`signs.<sign>.<field>`), for checks made after loading (the glossary's). */
export type SignLines = (sign: string, field: string) => number | undefined;

/** Where the deepest key of `path` that the file has is written: the field at fault, or its sign when it is missing. */
function keyOffset(doc: Document, path: readonly string[]): number | undefined {
  let node: unknown = doc.contents;
  let offset: number | undefined;
  for (const key of path) {
    if (!isMap(node)) break;
    const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key);
    if (!pair || !isScalar(pair.key)) break;
    offset = pair.key.range?.[0];
    node = pair.value;
  }
  return offset;
}

/** Reads and checks the catalogue of a content folder. */
export async function loadSignCatalogue(
  contentDir: string,
  contentLabel: string,
): Promise<Checked<SignCatalogue> & { readonly lineOf?: SignLines }> {
  const file = `${contentLabel}/${SIGNS_FILE}`;
  const read = await readContentFile(contentDir, file, SIGNS_FILE, 'the clinical pages name their warning signs from it');
  if ('problem' in read) return { problems: [read.problem] };
  const { text } = read;
  const { catalogue, problems, lineOf } = parseSignCatalogue(text, file);
  return problems.length ? { problems } : { value: catalogue, problems, lineOf };
}
