import { HeroImage } from '../components/HeroImage.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { ProseHtml } from '../components/ProseHtml.tsx';
import { ReviewDates } from '../components/ReviewDates.tsx';
import { KeyPoints } from '../components/KeyPoints.tsx';
import { Sources } from '../components/Sources.tsx';
import { UrgentCare } from '../components/UrgentCare.tsx';
import { ArticleCard } from '../components/ArticleCard.tsx';
import { PublicationNotice } from '../components/PublicationNotice.tsx';
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

/** Service, blog and media articles: breadcrumbs, dates and reviewers, key points, when to get help (near the top, as NHS pages place urgent advice), picture, copy, sources and related pages. */
export const ArticlePage: PageTemplate = (input) => {
  const { meta, route } = input.page;
  const related = meta.related.map((id) => input.index.get(id, route.locale));
  return {
    head: baseHead(input, 'article'),
    main: (
      <>
        <PublicationNotice route={route} meta={meta} />
        <PageHeader title={headingHtml(meta)} links={breadcrumbsFor(input)} headingTag="h1" summary={meta.summary} />
        <article className="container page-body article" aria-labelledby="page-title">
          <Published meta={meta} />
          <ReviewDates reviewed={meta.reviewed} nextReview={meta.nextReview} author={meta.author} reviewer={meta.reviewer} />
          <KeyPoints points={meta.keyPoints} />
          <UrgentCare ids={meta.warningSigns} />
          {meta.image && <HeroImage image={meta.image} loading="first" />}
          <ProseHtml html={input.html} />
          <Sources sources={meta.sources} />
        </article>
        <div className="container">
          <Related pages={related} />
        </div>
      </>
    ),
  };
};
