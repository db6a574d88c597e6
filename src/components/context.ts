/**
 * What every server component of one page may need: its route, locale, translator, the route manifest and the
 * build settings. Passed through React context for the duration of one render, never held in a global.
 */
import { createContext, useContext } from 'react';
import type { Translator } from '../i18n/messages.ts';
import type { MessageId } from '../i18n/message-ids.ts';
import type { Locale } from '../i18n/locales.ts';
import type { Route, RouteManifest } from '../model/routes.ts';
import type { SiteConfig } from '../site/config.ts';
import type { SignCatalogue } from '../model/warning-signs.ts';
import type { ImageSize } from './images.ts';

export interface Assets {
  /** Path of the hashed stylesheet. */
  readonly css: string;
  /** Path of the browser entry module. */
  readonly js: string;
}

export interface RenderContext {
  readonly route: Route;
  readonly locale: Locale;
  readonly t: Translator;
  readonly manifest: RouteManifest;
  readonly config: SiteConfig;
  readonly assets: Assets;
  readonly buildId: string;
  /** Intrinsic sizes of the images in public/, by site path. */
  readonly images: ReadonlyMap<string, ImageSize>;
  /** The catalogue of warning signs: the words and level of each sign a page names. */
  readonly signs: SignCatalogue;
  /** The day publication is judged on (YYYY-MM-DD, Singapore), for the draft and schedule notices. */
  readonly today?: string;
  /** On a translation whose English page changed since it was made: where that page is and the day it was dated. */
  readonly englishUpdated?: { readonly englishPath: string; readonly englishDate: string };
  /** The page's related pages (front matter `related`): where the language switcher goes when a locale lacks the page. */
  readonly related?: readonly string[];
}

const Context = createContext<RenderContext | null>(null);

export const RenderProvider = Context.Provider;

export function useRender(): RenderContext {
  const value = useContext(Context);
  if (!value) throw new Error('A site component was rendered outside <RenderProvider>');
  return value;
}

/** Shorthand for a catalogue message; `id` must be a message of locales/en.json. */
export function useT(): (id: MessageId, values?: Record<string, string | number>) => string {
  const { t } = useRender();
  return (id, values) => t.formatMessage({ id }, values);
}
