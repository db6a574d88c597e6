/**
 * Messages with an element in the middle ("call {number} now", "our after-hours line: {afterHours}"): the
 * message is formatted with a marker for each such placeholder, then cut at the markers, so the translation
 * decides where the element goes and the element (a tap-to-call link) is React's, not text.
 */
import { Fragment, type ReactNode } from 'react';
import type { MessageId } from '../i18n/message-ids.ts';
import { noWrap } from './text.ts';

type Format = (id: MessageId, values?: Record<string, string | number>) => string;

/** A character no message contains: it marks where an element goes while the message is formatted. */
const MARK = '\u0000';

/** The message's text before and after its one `slot` placeholder. */
export function aroundSlot(t: Format, id: MessageId, slot: string): [before: string, after: string] {
  const [before = '', after = ''] = t(id, { [slot]: MARK }).split(MARK);
  return [before, after];
}

/**
 * The message with each placeholder named in `slots` replaced by its element; `values` are the plain ones
 * (a select's key, a date).
 */
export function withSlots(
  t: Format,
  id: MessageId,
  slots: Readonly<Record<string, ReactNode>>,
  values: Readonly<Record<string, string | number>> = {},
): ReactNode {
  const names = Object.keys(slots);
  const marked = Object.fromEntries(names.map((name, n) => [name, `${MARK}${n}${MARK}`]));
  const parts = t(id, { ...values, ...marked }).split(MARK);
  // split() leaves text at the even places and a slot's index at the odd ones.
  return parts.map((part, n) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one formatted message, never reordered
    n % 2 === 0 ? part : <Fragment key={n}>{slots[names[Number(part)] ?? '']}</Fragment>,
  );
}

/** A phone number as a tap-to-call link; its words never wrap. */
export function TelLink({ e164, display = e164 }: { readonly e164: string; readonly display?: string }) {
  return <a href={`tel:${e164}`}>{noWrap(display)}</a>;
}
