/**
 * Splitting a content file into front matter and body. gray-matter finds the block; the block is only ever read
 * as YAML, by the `yaml` package with its core schema: no engine that runs code (gray-matter would evaluate a
 * block opened with `---js`), no custom tags, and dates kept as the text the editor wrote, so `2026-02-30` can
 * be refused rather than rolled over to March.
 */
import { deserialize, serialize } from 'node:v8';
import matter from 'gray-matter';
import { LineCounter, parseDocument, isMap, isScalar } from 'yaml';
import type { Checked, Problem } from '../../shared/problems.ts';

export interface FrontMatter {
  readonly data: Readonly<Record<string, unknown>>;
  readonly body: string;
  /** The line of the file the body starts on (1-based). */
  readonly bodyLine: number;
  /** The line of each top-level field. */
  readonly fieldLines: Readonly<Record<string, number>>;
}

export type FrontMatterResult = Checked<FrontMatter>;

/** The language gray-matter would read after the opening `---` (`---js` → `js`); empty for plain YAML. */
function declaredLanguage(text: string): string {
  const firstLine = text.slice(0, text.indexOf('\n') >>> 0).replace(/\r$/, '');
  return firstLine.startsWith('---') ? firstLine.slice(3).trim() : '';
}

class YamlProblems extends Error {
  constructor(readonly problems: readonly Problem[]) {
    super('front matter is not valid YAML');
  }
}

const refuse = (): never => {
  throw new Error('front matter may only be YAML');
};

export function parseFrontMatter(source: string, file: string): FrontMatterResult {
  const text = source.startsWith('\uFEFF') ? source.slice(1) : source;
  const language = declaredLanguage(text);
  if (language !== '' && !/^ya?ml$/i.test(language)) {
    return {
      problems: [
        { file, line: 1, message: `front matter is marked as "${language}"; only YAML is read (start the file with a line of just ---)` },
      ],
    };
  }
  if (!text.startsWith('---')) {
    return { problems: [{ file, line: 1, message: 'has no front matter (expected a --- block with title and description)' }] };
  }

  // No prototype: a field named __proto__ or constructor is a line number like any other.
  const fieldLines: Record<string, number> = Object.create(null);
  const yaml = (block: string): Record<string, unknown> => {
    const counter = new LineCounter();
    const doc = parseDocument(block, { schema: 'core', uniqueKeys: true, lineCounter: counter, prettyErrors: false });
    // The block starts with the rest of the opening --- line, so its line numbers are the file's.
    const at = (offset: number) => counter.linePos(offset);
    const problems: Problem[] = [...doc.errors, ...doc.warnings].map((e) => {
      const pos = at(e.pos[0]);
      return { file, line: pos.line, column: pos.col, message: `front matter is not valid YAML: ${e.message.split('\n')[0]}` };
    });
    if (problems.length) throw new YamlProblems(problems);
    if (!isMap(doc.contents)) throw new YamlProblems([{ file, line: 1, message: 'front matter must be a list of fields (name: value)' }]);
    for (const item of doc.contents.items) {
      if (isScalar(item.key) && item.key.range) fieldLines[String(item.key.value)] = at(item.key.range[0]).line;
    }
    // Aliases are allowed by YAML; a bounded count stops a "billion laughs" expansion. The values are copied out:
    // each string the parser returns is a slice of the file's text and keeps all of it alive, and the front matter
    // is kept for the whole build (some 20 MB of a big site's files stayed in memory for a few short fields).
    return deserialize(serialize(doc.toJS({ maxAliasCount: 50 }))) as Record<string, unknown>;
  };

  let parsed: { data: Record<string, unknown>; content: string; matter: string };
  try {
    // An options object also turns off gray-matter's cache, which would keep every file of a big build in memory.
    parsed = matter(text, { language: 'yaml', engines: { yaml, javascript: refuse, json: refuse, coffee: refuse } }) as typeof parsed;
  } catch (error) {
    if (error instanceof YamlProblems) return { problems: error.problems };
    return { problems: [{ file, line: 1, message: `front matter cannot be read: ${(error as Error).message}` }] };
  }
  if (Object.keys(parsed.data).length === 0) {
    return { problems: [{ file, line: 1, message: 'has no front matter (expected a --- block with title and description)' }] };
  }
  const bodyLine = text.slice(0, text.length - parsed.content.length).split('\n').length;
  return { value: { data: parsed.data, body: parsed.content, bodyLine, fieldLines }, problems: [] };
}
