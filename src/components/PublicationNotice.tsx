import { formatDay } from '../i18n/dates.ts';
import { publicationOf } from '../model/publication.ts';
import type { Route } from '../model/routes.ts';
import type { Meta } from '../model/schema.ts';
import { useRender, useT } from './context.ts';

/**
 * "Draft: not published" or "Scheduled: published on 3 March 2027" at the top of a page the public cannot see yet.
 * Only a preview build (npm run dev) renders such pages, so published pages never carry it. A note, not an alert:
 * it is read in order with the page, and says plainly what an editor needs to know.
 */
export function PublicationNotice({ route, meta }: { readonly route: Pick<Route, 'collection'>; readonly meta: Meta }) {
  const { t: intl, today } = useRender();
  const t = useT();
  if (!today) return null;
  const publication = publicationOf({ route, meta }, today);
  if (publication.state === 'published') return null;
  return (
    <div className="publication-notice" role="note" data-pagefind-ignore="">
      <p className="container">
        {publication.state === 'draft' ? t('publication.draft') : t('publication.scheduled', { date: formatDay(intl, publication.date) })}
      </p>
    </div>
  );
}
