/**
 * Messages in the browser: when the runtime needs text the page was not rendered with (the
 * not-found path line), it reads `/_locales/<code>.json`, kept in localStorage for 24 hours (and never across
 * builds, whose catalogues may differ). A failure logs a warning naming the locale; the caller carries on
 * without the text.
 */
import type { LocaleCode } from '../../i18n/locales.ts';
import type { Fetcher } from '../startup/payloads.ts';
import { readJson, writeJson } from '../../shared/storage.ts';

export type Messages = Readonly<Record<string, string>>;

export const MESSAGES_TTL_MS = 24 * 60 * 60 * 1000;

interface Cached {
  readonly at: number;
  readonly buildId: string;
  readonly messages: Messages;
}

export interface MessageSource {
  readonly buildId: string;
  readonly store: Storage | null;
  readonly fetcher?: Fetcher;
  readonly now?: () => number;
}

export function messagesUrl(code: LocaleCode): string {
  return `/_locales/${code}.json`;
}

const inMemory = new Map<string, Promise<Messages | null>>();

export function loadMessages(code: LocaleCode, source: MessageSource): Promise<Messages | null> {
  const key = `${source.buildId}|${code}`;
  let pending = inMemory.get(key);
  if (!pending) {
    pending = readMessages(code, source);
    inMemory.set(key, pending);
    void pending.then((messages) => messages ?? inMemory.delete(key));
  }
  return pending;
}

/** Forgets the messages held in memory (tests, and nothing else, need this). */
export function forgetMessages(): void {
  inMemory.clear();
}

async function readMessages(
  code: LocaleCode,
  { buildId, store, fetcher = (url, init) => fetch(url, init), now = Date.now }: MessageSource,
): Promise<Messages | null> {
  const storeKey = `site:messages:${code}`;
  const cached = readJson(store, storeKey) as Partial<Cached> | undefined;
  const age = now() - (cached?.at ?? -Infinity);
  if (cached?.buildId === buildId && age >= 0 && age < MESSAGES_TTL_MS && cached.messages && typeof cached.messages === 'object') {
    return cached.messages;
  }
  try {
    const response = await fetcher(messagesUrl(code));
    if (!response.ok) throw new Error(`${messagesUrl(code)} answered ${response.status}`);
    const messages = (await response.json()) as Messages;
    writeJson(store, storeKey, { at: now(), buildId, messages } satisfies Cached);
    return messages;
  } catch (error) {
    console.warn(`Messages could not be loaded for locale "${code}":`, error);
    return null;
  }
}

/**
 * Fills `{name}` arguments. The browser only needs messages with plain arguments, so this is not a full ICU
 * formatter (that would cost more than the whole runtime); the build checks every message is valid ICU.
 */
export function formatMessage(message: string, values: Readonly<Record<string, string>>): string {
  return message.replace(/\{\s*(\w+)\s*\}/g, (whole, name: string) => values[name] ?? whole);
}
