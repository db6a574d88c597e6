import { PageHeader } from '../components/PageHeader.tsx';
import { SearchPanel } from '../components/SearchPanel.tsx';
import { useT } from '../components/context.ts';
import { breadcrumbsFor } from './breadcrumbs.ts';
import { baseHead, type PageTemplate, headingHtml } from './types.ts';

/** Without JavaScript the results cannot be shown: say so; the topics under the box are the way on. */
function NoScriptNote() {
  const t = useT();
  return (
    <noscript>
      <div className="site-search__noscript">
        <p>{t('search.noScript')}</p>
      </div>
    </noscript>
  );
}

/** The search page of each locale: its header and copy, then the search box and results. */
export const SearchPage: PageTemplate = (input) => {
  const { meta } = input.page;
  return {
    head: baseHead(input),
    main: (
      <>
        <PageHeader title={headingHtml(meta)} links={breadcrumbsFor(input)} headingTag="h1" summary={meta.summary} />
        <div className="container page-body">
          <SearchPanel index={input.index} />
          <NoScriptNote />
        </div>
      </>
    ),
  };
};
