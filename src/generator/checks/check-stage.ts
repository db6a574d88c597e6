/**
 * The checks content is held to before rendering, chosen here and nowhere else, with two entry points:
 * `checkPage` (one page against the site it is part of) and `checkSite` (what only the pages together show). The
 * build's load step calls both (pipeline/load-inputs.ts), so every `npm run build` and every dev-server batch runs
 * them (the dev server runs the build); the editor calls both for the page being edited (src/admin/editor-site.ts).
 * The rules of a page's rendered body are the third list, `checkRendered`, which rendering calls with the HTML it
 * made (render/render-pages.ts; render/body-checks.ts when loading already failed and nothing renders); markdown
 * problems, ids and anchors are found by rendering itself.
 *
 * A new check: a function of this folder that returns `Problem[]`, added to one of the three lists below.
 */
import type { ImageSize } from '../../shared/image-size.ts';
import type { Problem } from '../../shared/problems.ts';
import type { RouteManifest } from '../../model/routes.ts';
import type { SignCatalogue } from '../../model/warning-signs.ts';
import type { PageSource, UncheckedPage } from '../load/content.ts';
import { type CopyPage, copyProblems, headingIdProblems } from './copy-rules.ts';
import { urgencyTextProblems } from './urgency-text.ts';
import type { Catalogues } from '../../i18n/messages.ts';
import { glossaryVariantProblems, languageProblems } from './translated/language-rules.ts';
import { TRANSLATED, type Glossary } from '../../model/glossary.ts';
import type { SignLines } from '../load/warning-signs.ts';
import { pageProblems } from './page-checks.ts';
import { duplicateMetaProblems } from './seo-checks.ts';
import type { ReviewFile } from '../load/clinical-reviews.ts';
import { reviewers, reviewRecordProblems } from './review-records.ts';
import { translationRecordProblems } from './translated/translations.ts';

/** What a page is checked against: the routes, the pictures of public/ with their sizes, the warning signs. */
export interface CheckedAgainst {
  readonly manifest: RouteManifest;
  readonly images: ReadonlyMap<string, ImageSize>;
  readonly signs: SignCatalogue;
}

/** One page's front matter against the rest of the site: related pages, picture, warning signs, key points. */
export function checkPage(page: PageSource, against: CheckedAgainst): Problem[] {
  return [...pageProblems(page, against.manifest, against.images, against.signs)];
}

/** The clinical sign-off record and the catalogue it covers, when the caller has loaded them (the build does). */
export interface SignOff {
  readonly reviews: ReviewFile;
  readonly signs: SignCatalogue;
}

/**
 * The pages together: every title and description its own; given the pages' text (`texts`, those whose front
 * matter failed included), each translation's heading ids the same as its English page's; every translation
 * naming the English revision it was made from; and given the sign-off
 * record, every sign signed off and every record naming what exists. The editor holds
 * only the pages' front matter, so it checks the first alone.
 */
export function checkSite(
  pages: readonly PageSource[],
  texts?: ReadonlyArray<PageSource | UncheckedPage>,
  signOff?: SignOff,
  words?: CatalogueWords,
): Problem[] {
  return [
    ...(words ? catalogueWordProblems(words) : []),
    ...duplicateMetaProblems(pages),
    ...translationRecordProblems(pages),
    ...(texts ? headingIdProblems(texts) : []),
    ...(signOff ? reviewRecordProblems(signOff.reviews, pages, signOff.signs, reviewers()) : []),
  ];
}

/**
 * The Chinese and Malay words outside the pages, and the glossary they are held to, when the caller loaded them
 * (the build does): the warning signs, and the interface's messages, which every page shows (its header, footer
 * and when-to-get-help advice).
 */
export interface CatalogueWords {
  readonly signs: SignCatalogue;
  readonly glossary: Glossary;
  /** How problems name the catalogue: content/warning-signs.yml. */
  readonly file: string;
  readonly lineOf?: SignLines;
  readonly messages?: Catalogues;
}

function catalogueWordProblems({ signs, glossary, file, lineOf, messages }: CatalogueWords): Problem[] {
  const texts = TRANSLATED.flatMap((locale) => [
    ...Object.values(signs).map((sign) => ({
      locale,
      text: sign.text[locale],
      file,
      field: `signs.${sign.id}.${locale}`,
      line: lineOf?.(sign.id, locale),
    })),
    ...Object.entries(messages?.[locale] ?? {}).map(([id, text]) => ({ locale, text, file: `locales/${locale}.json`, field: id })),
  ]);
  return glossaryVariantProblems(texts, glossary);
}

/** What a page's rendered body is checked against: the warning signs, and the glossary when it loaded. */
export interface RenderedAgainst {
  readonly signs: SignCatalogue;
  readonly glossary?: Glossary;
}

/** One page's body as rendered (`html`): the copy rules, its text against its when-to-get-help block, its language. */
export function checkRendered(page: CopyPage, html: string, site: RenderedAgainst): Problem[] {
  return [
    ...copyProblems(page, html),
    ...urgencyTextProblems(page, html, site.signs),
    ...(site.glossary ? languageProblems(page, html, site.glossary) : []),
  ];
}
