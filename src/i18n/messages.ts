/**
 * Message catalogues: one flat JSON file per locale in `locales/`, ICU syntax, en the source of truth.
 * Validation reports every problem at once so a translator can fix a whole catalogue in one pass.
 */
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { locales, type LocaleCode } from './locales.ts';

export type Catalogue = Readonly<Record<string, string>>;
export type Catalogues = Readonly<Record<LocaleCode, Catalogue>>;

export type Translator = IntlShape<string>;

/**
 * A message that could not be formatted while a page was rendered: an id the templates use that no catalogue
 * has (`missing`), or values that do not fit the message. The build reports it as a problem of the catalogue.
 */
export class MessageError extends Error {
  constructor(
    readonly id: string,
    readonly locale: LocaleCode,
    readonly missing: boolean,
    readonly reason: string,
  ) {
    super(`message "${id}" (${locale}): ${reason}`);
    this.name = 'MessageError';
  }
}

const cache = createIntlCache();

/**
 * A translator for one locale. Results are cached per message id and values: a build formats the same few
 * interface strings thousands of times, and @formatjs's own memoisation serialises its arguments on every call.
 */
export function createTranslator(code: LocaleCode, catalogue: Catalogue): Translator {
  const intl = createIntl(
    {
      locale: locales[code].tag,
      messages: catalogue,
      timeZone: 'Asia/Singapore',
      onError: (error) => {
        throw error;
      },
    },
    cache,
  );
  const results = new Map<string, string>();
  const formatMessage = ((descriptor: { id: string }, values?: Record<string, string | number>) => {
    const key = values ? `${descriptor.id}\u0000${JSON.stringify(values)}` : descriptor.id;
    let result = results.get(key);
    if (result === undefined) {
      try {
        result = intl.formatMessage(descriptor, values);
      } catch (error) {
        const missing = !(descriptor.id in catalogue);
        const passed =
          Object.keys(values ?? {})
            .map((k) => `{${k}}`)
            .join(', ') || 'none';
        throw new MessageError(
          descriptor.id,
          code,
          missing,
          missing
            ? 'no catalogue has it'
            : `the values passed (${passed}) do not fit it: ${String((error as Error).message).split('\n')[0]}`,
        );
      }
      results.set(key, result);
    }
    return result;
  }) as Translator['formatMessage'];
  return { ...intl, formatMessage };
}
