/**
 * Reading the catalogue of warning signs (`<content>/warning-signs.yml`) for a build: YAML only (core schema, a
 * key written twice is a problem, as YAML itself says), checked by model/warning-signs.ts, every problem with
 * its line.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import { checkSignCatalogue, type SignCatalogue } from '../model/warning-signs.ts';
import { firstLine, throwIfAny, type Problem } from '../shared/problems.ts';

export const SIGNS_FILE = 'warning-signs.yml';

/** Checks the catalogue's text; `file` is how problems name it (content/warning-signs.yml). */
export function parseSignCatalogue(text: string, file: string): { readonly catalogue: SignCatalogue; readonly problems: Problem[] } {
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
  const checked = checkSignCatalogue(doc.toJS());
  const problems = checked.problems.map((p) => {
    // The line of the field at fault, or of its sign when the field is missing.
    const node = (doc.getIn(p.path, true) ?? doc.getIn(p.path.slice(0, 2), true)) as { range?: [number, number, number] } | undefined;
    const line = node?.range ? counter.linePos(node.range[0]).line : undefined;
    return { file, ...(line ? { line } : {}), ...(p.path.length ? { field: p.path.join('.') } : {}), message: p.message };
  });
  return { catalogue: checked.catalogue, problems };
}

/** Reads and checks the catalogue of a content folder; throws a BuildError listing every problem. */
export async function loadSignCatalogue(contentDir: string, contentLabel: string): Promise<SignCatalogue> {
  const file = `${contentLabel}/${SIGNS_FILE}`;
  let text: string;
  try {
    text = await readFile(path.join(contentDir, SIGNS_FILE), 'utf8');
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    throwIfAny([
      {
        file,
        message: missing ? 'is missing: the clinical pages name their warning signs from it' : `cannot be read (${firstLine(error)})`,
      },
    ]);
    return {};
  }
  const { catalogue, problems } = parseSignCatalogue(text, file);
  throwIfAny(problems);
  return catalogue;
}
