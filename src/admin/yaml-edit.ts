/**
 * A YAML file written back from a form without losing what the form does not hold: the file as it was read, with
 * each value the form changed written over its own node. Comments, blank lines, flow lists (`{ in: cn, word: … }`)
 * and quoting stay as they were wherever the value did not change, so a save changes only the lines of what was
 * typed, and saving unchanged writes the file as it was. Decap's own YAML writer wrote every file anew, comments
 * gone and every `{ … }` opened onto lines of its own.
 */
import { type Document, isMap, isScalar, isSeq, type Node, parseDocument } from 'yaml';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** What a form sends for a box left empty: a key the file does not have stays out. */
const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

export function parseYaml(text: string): Document {
  return parseDocument(text, { schema: 'core', uniqueKeys: true });
}

/** `base` with `data` in it, as text. */
export function editedYaml(base: string, data: unknown): string {
  const doc = parseYaml(base);
  doc.contents = merged(doc, doc.contents, data) as typeof doc.contents;
  return doc.toString({ lineWidth: 0 });
}

/** `node` made to hold `value`: the nodes whose value is unchanged are kept as they were. */
function merged(doc: Document, node: unknown, value: unknown): Node {
  if (isMap(node) && isRecord(value)) {
    for (const pair of [...node.items]) {
      const key = isScalar(pair.key) ? pair.key.value : pair.key;
      if (typeof key === 'string' && !Object.hasOwn(value, key)) node.delete(key);
    }
    for (const [key, item] of Object.entries(value)) {
      const old = node.get(key, true);
      if (old === undefined) {
        if (!isEmpty(item)) node.set(key, doc.createNode(item));
      } else node.set(key, merged(doc, old, item));
    }
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    node.items = value.map((item, n) => (n < node.items.length ? merged(doc, node.items[n], item) : doc.createNode(item)));
    return node;
  }
  if (isScalar(node) && (value === null || typeof value !== 'object')) {
    if (node.value !== value) node.value = value;
    return node;
  }
  return doc.createNode(value);
}
