import { PageHeader } from './PageHeader.tsx';
import { SearchForm } from './SearchLink.tsx';
import { useTopicLinks } from './SearchPanel.tsx';
import { useRender, useT } from './context.ts';
import { TopicList } from '../islands/search/TopicList.tsx';

export interface ErrorPageProps {
  readonly statusCode: number;
}

/**
 * One component for both error pages, chosen by status code (500: server error; anything else: not
 * found). The page header keeps an empty title area and no breadcrumbs; the message is the page's h1.
 */
export function ErrorPage({ statusCode }: ErrorPageProps) {
  const { manifest, locale } = useRender();
  const t = useT();
  const server = statusCode === 500;
  return (
    <>
      <PageHeader title="" links={[]} />
      <section className="container error-page" aria-labelledby="error-title">
        <img
          className="error-page__image"
          src={server ? '/images/errors/server-error.svg' : '/images/errors/not-found.svg'}
          alt=""
          width="600"
          height="400"
        />
        <div className="error-page__text">
          <h1 id="error-title">{t(server ? 'error.serverTitle' : 'error.notFoundTitle')}</h1>
          <p>{t(server ? 'error.serverText' : 'error.notFoundText')}</p>
          <p className="error-page__path" data-error-path hidden />
          <div className="error-page__actions">
            <a className="button button--primary" href={manifest.href('index', locale.code)}>
              {t('error.home')}
            </a>
            <a className="button button--outline" href="#enquiry-form">
              {t('error.contact')}
            </a>
          </div>
        </div>
      </section>
      {!server && <NotFoundHelp />}
    </>
  );
}

/** What a patient who followed a broken link can do next: search in their own words, or start from a topic. */
function NotFoundHelp() {
  const t = useT();
  const topics = useTopicLinks();
  return (
    <section className="container error-page__help" aria-labelledby="error-help-title">
      <h2 id="error-help-title">{t('error.findTitle')}</h2>
      <SearchForm id="not-found-search-q" name={t('search.landmark')} className="error-page__search" />
      <TopicList links={topics} />
    </section>
  );
}
