/** A render context for component tests: the real manifest of the site and the real catalogues. */
import path from 'node:path';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { listContentFiles } from '../../src/generator/load/content.ts';
import { createManifest } from '../../src/model/routes.ts';
import { RenderProvider, type RenderContext } from '../../src/components/context.ts';
import { locales, type LocaleCode } from '../../src/i18n/locales.ts';
import { createTranslator } from '../../src/i18n/messages.ts';
import type { MessageId } from '../../src/i18n/message-ids.ts';
import { loadCatalogues } from '../../src/generator/load/catalogues.ts';
import { readConfig } from '../../src/site/config.ts';
import { loadSignCatalogue } from '../../src/generator/load/warning-signs.ts';
import { ROOT } from './project.ts';
import { valueOrThrow } from '../../src/shared/problems.ts';

export async function renderContext(pageId: string, locale: LocaleCode): Promise<RenderContext> {
  const manifest = valueOrThrow(createManifest(await listContentFiles(path.join(ROOT, 'content'))));
  const catalogues = valueOrThrow(await loadCatalogues(path.join(ROOT, 'locales')));
  return {
    route: manifest.get(pageId, locale),
    locale: locales[locale],
    t: createTranslator(locale, catalogues[locale]),
    manifest,
    config: valueOrThrow(readConfig({ SITE_URL: 'https://clinic.test', GTM_ID: '' })),
    assets: { css: '/assets/site.css', js: '/assets/main.js' },
    buildId: 'test-build',
    images: new Map(),
    signs: valueOrThrow(await loadSignCatalogue(path.join(ROOT, 'content'), 'content')),
  };
}

/** The site's own translator for a locale, over the real catalogues: what a test expects a page to say. */
export async function translatorFor(locale: LocaleCode): Promise<(id: MessageId, values?: Record<string, string>) => string> {
  const t = createTranslator(locale, valueOrThrow(await loadCatalogues(path.join(ROOT, 'locales')))[locale]);
  return (id, values) => t.formatMessage({ id }, values);
}

export function renderWith(ctx: RenderContext, element: ReactElement): string {
  return renderToStaticMarkup(<RenderProvider value={ctx}>{element}</RenderProvider>);
}
