import { HeroImage } from '../components/HeroImage.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { ProseHtml } from '../components/ProseHtml.tsx';
import { ReviewDates } from '../components/ReviewDates.tsx';
import { KeyPoints } from '../components/KeyPoints.tsx';
import { Sources } from '../components/Sources.tsx';
import { URGENT_CARE_ID, UrgentCare } from '../components/UrgentCare.tsx';
import { NeedHelpNow } from '../components/NeedHelpNow.tsx';
import { OnThisPage, type PageSection } from '../components/OnThisPage.tsx';
import { ArticleCard } from '../components/ArticleCard.tsx';
import { PublicationNotice } from '../components/PublicationNotice.tsx';
import { TranslationNotice } from '../components/TranslationNotice.tsx';
import { useRender, useT } from '../components/context.ts';
import { formatDay } from '../i18n/dates.ts';
import type { IndexedPage } from '../model/content-index.ts';
import type { Meta } from '../model/schema.ts';
import { breadcrumbsFor } from './breadcrumbs.ts';
import { baseHead, type PageTemplate, headingHtml } from './types.ts';

function Published({ meta }: { readonly meta: Meta }) {
  const { t: intl } = useRender();
  const t = useT();
  if (!meta.date) return null;
  const date = <time dateTime={meta.date}>{formatDay(intl, meta.date)}</time>;
  return (
    <p className="article-meta">
      {meta.publication ? (
        <>
          {t('article.publishedIn', { publication: meta.publication })} {date}
        </>
      ) : (
        <>
          {t('article.published')} {date}
        </>
      )}
    </p>
  );
}

function Related({ pages }: { readonly pages: readonly IndexedPage[] }) {
  const t = useT();
  if (pages.length === 0) return null;
  return (
    // Other pages' titles and summaries: a search for them should find those pages, not this one.
    <section className="related" aria-labelledby="related-title" data-pagefind-ignore="">
      <h2 id="related-title">{t('article.related')}</h2>
      <ul className="card-grid">
        {pages.map((p) => (
          <li key={p.route.name}>
            <ArticleCard page={p} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Service, blog and media articles: breadcrumbs, dates and reviewers, key points, when to get help (near the top,
 * as NHS pages place urgent advice), the copy with its picture after the first section, sources and related
 * pages. On wide screens a right column keeps "On this page" and a short "Need help now?" box in reach; on phones
 * "On this page" is folded under Key points.
 */
export const ArticlePage: PageTemplate = (input) => {
  const { meta, route } = input.page;
  const t = input.ctx.t;
  const related = meta.related.map((id) => input.index.get(id, route.locale));
  const { html, outline } = input;
  const sections: PageSection[] = [
    ...(meta.warningSigns?.length ? [{ id: URGENT_CARE_ID, text: t.formatMessage({ id: 'urgent.title' }) }] : []),
    ...outline.sections,
    ...(meta.sources?.length ? [{ id: 'sources-title', text: t.formatMessage({ id: 'article.sources' }) }] : []),
  ];
  const split = outline.secondSection ?? html.length;
  return {
    head: baseHead(input, 'article'),
    main: (
      <>
        <PublicationNotice route={route} meta={meta} />
        <TranslationNotice />
        <PageHeader title={headingHtml(meta)} links={breadcrumbsFor(input)} headingTag="h1" summary={meta.summary} />
        <div className="container page-body article-layout">
          <article className="article" aria-labelledby="page-title">
            <Published meta={meta} />
            <ReviewDates reviewed={meta.reviewed} nextReview={meta.nextReview} author={meta.author} reviewer={meta.reviewer} />
            {meta.keyPoints?.length ? (
              <KeyPoints points={meta.keyPoints}>
                {/* On phones, folded at the foot of Key points: When to get help still follows Key points directly. */}
                <OnThisPage sections={sections} variant="folded" />
              </KeyPoints>
            ) : (
              <OnThisPage sections={sections} variant="folded" />
            )}
            <UrgentCare ids={meta.warningSigns} />
            <ProseHtml html={html.slice(0, split)} />
            {meta.image && <HeroImage image={meta.image} />}
            {split < html.length && <ProseHtml html={html.slice(split)} />}
            <Sources sources={meta.sources} />
            <p className="print-address">
              {t.formatMessage({ id: 'print.pageAddress' }, { url: `${input.ctx.config.siteUrl}${route.path}` })}
            </p>
          </article>
          <div className="article-layout__aside">
            <OnThisPage sections={sections} variant="list" />
            <NeedHelpNow />
          </div>
        </div>
        <div className="container">
          <Related pages={related} />
        </div>
      </>
    ),
  };
};
