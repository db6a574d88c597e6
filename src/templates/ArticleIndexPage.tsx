import { ArticleCard } from '../components/ArticleCard.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { ProseHtml } from '../components/ProseHtml.tsx';
import { breadcrumbsFor } from './breadcrumbs.ts';
import { baseHead, type PageTemplate, headingHtml } from './types.ts';

/** Blog and media: every article of the collection as a card, newest first. */
export const ArticleIndexPage: PageTemplate = (input) => {
  const { meta, route } = input.page;
  if (!route.lists) throw new Error(`${route.name} is an index page without a collection to list`);
  const articles = input.index.articles(route.lists, route.locale);
  return {
    head: baseHead(input),
    main: (
      <>
        <PageHeader title={headingHtml(meta)} links={breadcrumbsFor(input)} headingTag="h1" summary={meta.summary} />
        <div className="container page-body page-body--wide">
          {input.html.trim() !== '' && <ProseHtml html={input.html} />}
          {/* Each card repeats its article's summary: search finds the article itself, not the listing, for those words. */}
          <ul className="card-grid" data-pagefind-ignore="">
            {articles.map((article, position) => (
              <li key={article.route.name}>
                <ArticleCard page={article} headingLevel={2} loading={position === 0 ? 'first' : position < 2 ? 'eager' : 'lazy'} />
              </li>
            ))}
          </ul>
        </div>
      </>
    ),
  };
};
