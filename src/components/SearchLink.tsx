import { IconSvg } from '../ui/Icon.tsx';
import { useRender, useT } from './context.ts';

/** A magnifying glass, drawn like the other outlined icons. */
export const SEARCH_GLYPH = (
  <>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5" />
  </>
);

/**
 * The header's way into search: a link to the search page of the reader's language, an icon whose name is the
 * visually hidden label. A link, not a box: the search page runs under its own policy (csp.ts), and a link works
 * the same with or without JavaScript.
 */
export function HeaderSearchLink() {
  const { manifest, locale } = useRender();
  const t = useT();
  return (
    <a className="search-link" href={manifest.href('search', locale.code)}>
      <IconSvg size={20}>{SEARCH_GLYPH}</IconSvg>
      <span className="search-link__label">{t('search.open')}</span>
    </a>
  );
}

/**
 * A search box outside the search page (the left sidebar, the not-found page): a plain GET form to the search
 * page, which shows the results of `q` once its search code runs (and explains itself where it cannot).
 * `id` names the field, unique on the page; `name` the search landmark.
 */
export function SearchForm({ id, name, className }: { readonly id: string; readonly name: string; readonly className: string }) {
  const { manifest, locale } = useRender();
  const t = useT();
  return (
    <search className={className} aria-label={name}>
      <form method="get" action={manifest.href('search', locale.code)}>
        <label className="sidebar-search__label" htmlFor={id}>
          {t('search.field')}
        </label>
        <div className="site-search__row">
          <input className="site-search__input" id={id} type="search" name="q" enterKeyHint="search" autoComplete="off" />
          <button className="button button--primary site-search__submit" type="submit">
            {t('search.submit')}
          </button>
        </div>
      </form>
    </search>
  );
}

/** The left sidebar's search box. */
export function SidebarSearchForm() {
  const t = useT();
  return <SearchForm id="sidebar-search-q" name={t('search.open')} className="sidebar-search" />;
}
