import type { ReactElement } from 'react';
import type { PageSource } from '../build/content.ts';
import type { ContentIndex } from '../build/content-index.ts';
import type { RenderContext } from '../components/context.ts';
import type { HeadData } from '../components/Seo.tsx';
import { clinic } from '../site/clinic.ts';

export interface PageInput {
  readonly page: PageSource;
  /** The page's markdown body as HTML. */
  readonly html: string;
  /** Front matter of every page, for listings, related links and breadcrumbs. */
  readonly index: ContentIndex;
  readonly ctx: RenderContext;
}

/** What a page template returns: its main content and its head data. */
export interface PageView {
  readonly head: HeadData;
  readonly main: ReactElement;
}

export type PageTemplate = (input: PageInput) => PageView;

/** Search results cut titles at about 70 characters: fall back to the short name, then to the title alone. */
export function documentTitle(title: string, clinicName: string, nameFirst: boolean): string {
  const candidates = [clinicName, clinic.shortName].map((name) => (nameFirst ? `${name} | ${title}` : `${title} | ${name}`));
  return candidates.find((c) => c.length <= 70) ?? title;
}

/** Head data shared by every template: the page title with the clinic's name, description, social image. */
export function baseHead({ page, ctx }: PageInput, type: HeadData['type'] = 'website'): HeadData {
  const name = clinic.name[ctx.locale.code];
  const { meta } = page;
  const title = documentTitle(meta.title, name, page.route.kind === 'home');
  const image = meta.image?.src ? `${ctx.config.siteUrl}${meta.image.src}` : undefined;
  return { title, description: meta.description, type, ...(image ? { image } : {}) };
}
