import type { ReactElement } from 'react';
import type { PageSource } from '../model/page-source.ts';
import type { ContentIndex } from '../model/content-index.ts';
import type { RenderContext } from '../components/context.ts';
import type { HeadData } from '../components/Seo.tsx';
import { DEFAULT_SOCIAL_IMAGE, socialImageFor } from '../components/social-image.ts';
import { clinic } from '../site/clinic.ts';
import { breadcrumbsFor } from './breadcrumbs.ts';

/** The sections of a page's markdown body, for an "On this page" list and for placing a picture. */
export interface ProseOutline {
  /** The `##` headings, in order, with their stable ids. */
  readonly sections: ReadonlyArray<{ readonly id: string; readonly text: string }>;
  /** Where in the HTML the second section starts; undefined when there are fewer than two. */
  readonly secondSection?: number;
}

export const NO_OUTLINE: ProseOutline = { sections: [] };

export interface PageInput {
  readonly page: PageSource;
  /** The page's markdown body as HTML. */
  readonly html: string;
  readonly outline: ProseOutline;
  /** Front matter of every page, for listings, related links and breadcrumbs. */
  readonly index: ContentIndex;
  readonly ctx: RenderContext;
}

/** What a page template returns: its main content and its head data. */
export interface TemplateOutput {
  readonly head: HeadData;
  readonly main: ReactElement;
}

export type PageTemplate = (input: PageInput) => TemplateOutput;

/**
 * The page header's title as HTML: `heading`, whose inline markup the build has checked against the content
 * policy, or else `title`, which is plain text and so is escaped (markup typed in a title is shown as typed).
 */
export function headingHtml(meta: Pick<PageInput['page']['meta'], 'heading' | 'title'>): string {
  return meta.heading ?? meta.title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Search results cut titles at about 70 characters: fall back to the short name, then to the title alone. */
export function documentTitle(title: string, clinicName: string, nameFirst: boolean): string {
  const candidates = [clinicName, clinic.shortName].map((name) => (nameFirst ? `${name} | ${title}` : `${title} | ${name}`));
  return candidates.find((c) => c.length <= 70) ?? title;
}

/** Head data shared by every template: the page title with the clinic's name, description, social image. */
export function baseHead(input: PageInput, type: HeadData['type'] = 'website'): HeadData {
  const { page, ctx } = input;
  const name = clinic.name[ctx.locale.code];
  const { meta } = page;
  const title = documentTitle(meta.title, name, page.route.kind === 'home');
  const image = `${ctx.config.siteUrl}${socialImageFor(meta.image?.src, ctx.images)}`;
  const imageAlt = image.endsWith(DEFAULT_SOCIAL_IMAGE) ? name : (meta.image?.alt ?? '');
  return { title, description: meta.description, type, image, imageAlt, page: { meta, breadcrumbs: breadcrumbsFor(input) } };
}
