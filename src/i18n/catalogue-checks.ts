/**
 * Catalogues are checked like code. A translation must say the same things as the English message it
 * translates: the same placeholders with the same kinds (`{phone}`, `{count, plural, …}`), the same select
 * options and the same rich-text tags, because a component passes exactly the English message's values. A
 * translation with `{phon}` would otherwise fail only when a page is rendered, with no file named.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

interface Slot {
  readonly kind: string;
  /** Option keys of a select; the plural categories of a plural are allowed to differ between languages. */
  readonly options?: readonly string[];
}

const KIND: Partial<Record<TYPE, string>> = {
  [TYPE.argument]: 'text',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.select]: 'select',
  [TYPE.plural]: 'plural',
  [TYPE.tag]: 'tag',
};

/** The placeholders and tags of a parsed message, by name, nested arms included. */
export function slotsOf(elements: readonly MessageFormatElement[], into = new Map<string, Slot>()): Map<string, Slot> {
  for (const element of elements) {
    const kind = KIND[element.type];
    if (!kind || element.type === TYPE.literal || element.type === TYPE.pound) continue;
    const name = element.type === TYPE.tag ? `<${element.value}>` : element.value;
    if (element.type === TYPE.select) into.set(name, { kind, options: Object.keys(element.options).sort() });
    else if (element.type === TYPE.plural) into.set(name, { kind: element.pluralType === 'ordinal' ? 'selectordinal' : kind });
    else into.set(name, { kind });
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      for (const option of Object.values(element.options)) slotsOf(option.value, into);
    }
    if (element.type === TYPE.tag) slotsOf(element.children, into);
  }
  return into;
}

/** Plural messages must always have the `other` arm: it is the one every language uses. */
function missingOther(elements: readonly MessageFormatElement[]): string | undefined {
  for (const element of elements) {
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      if (!('other' in element.options)) return element.value;
      for (const option of Object.values(element.options)) {
        const nested = missingOther(option.value);
        if (nested) return nested;
      }
    }
    if (element.type === TYPE.tag) {
      const nested = missingOther(element.children);
      if (nested) return nested;
    }
  }
  return undefined;
}

const show = (name: string) => (name.startsWith('<') ? name : `{${name}}`);
const list = (slots: ReadonlyMap<string, Slot>) => (slots.size ? [...slots.keys()].map(show).join(', ') : 'none');

/** What is wrong with one message; `english` is undefined when checking the English message itself. */
export function messageProblems(message: string, english?: string): string[] {
  let elements: MessageFormatElement[];
  try {
    elements = parse(message);
  } catch (error) {
    return [`is not a valid ICU message (${(error as Error).message})`];
  }
  const problems: string[] = [];
  const other = missingOther(elements);
  if (other) problems.push(`{${other}, …} has no "other" arm, which every language needs`);
  if (english === undefined) return problems;
  let source: MessageFormatElement[];
  try {
    source = parse(english);
  } catch {
    return problems;
  }
  const want = slotsOf(source);
  const have = slotsOf(elements);
  for (const [name, slot] of have) {
    const expected = want.get(name);
    if (!expected) problems.push(`${show(name)} is not in the English message (its placeholders: ${list(want)})`);
    else if (expected.kind !== slot.kind) problems.push(`${show(name)} is a ${slot.kind} here but a ${expected.kind} in English`);
    else if (expected.options && slot.options && expected.options.join() !== slot.options.join()) {
      problems.push(`${show(name)} has the options ${slot.options.join(', ')} where English has ${expected.options.join(', ')}`);
    }
  }
  for (const name of want.keys()) if (!have.has(name)) problems.push(`${show(name)} is missing (the English message has it)`);
  return problems;
}
