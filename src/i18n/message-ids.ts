/**
 * The ids of the interface messages, as a type read from the English catalogue (the source every other
 * catalogue is checked against). A component asking for an id the catalogue does not have fails the typecheck,
 * before any build; the build also names such an id if one reaches it by another way.
 */
import type english from '../../locales/en.json';

export type MessageId = keyof typeof english;
