import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { locales } from '../i18n/locales.ts';
import { LANG_MARKER_CLASS, markerGap } from '../i18n/lang-marker.ts';
import { excerptParts } from './search/excerpt.ts';
import { loadPagefind, type PagefindResultData, type PagefindSetup } from './search/pagefind.ts';
import { isAbout, ownLanguageFirst } from './search/relevance.ts';
import { markWords, type Shortcut, shortcutUrls } from './search/synonyms.ts';
import { useHydrated } from './use-hydrated.ts';
import { TopicList } from './search/TopicList.tsx';

/** The kinds of page a result can be, as the build marks them (`data-pagefind-meta="type:…"`). */
export type ResultType = 'service' | 'blog' | 'media' | 'page';

export interface SiteSearchLabels {
  /** Name of the search landmark. */
  readonly landmark: string;
  /** The field's visible label. */
  readonly field: string;
  readonly submit: string;
  readonly searching: string;
  /** `{query}` is replaced by the words searched for; `{count}` by the number of results. */
  readonly none: string;
  readonly one: string;
  readonly many: string;
  readonly failed: string;
  /** The catalogue's marker for a link to a page that exists only in English. */
  readonly englishOnly: string;
  readonly types: Readonly<Record<ResultType, string>>;
  /** Heading of the main topics, shown before a search and when one finds nothing. */
  readonly topics: string;
  /** Heading of the ways to get help, shown when a search finds nothing. */
  readonly help: string;
  /** The urgent-care line; `{emergency}` is where the emergency number's link goes. */
  readonly urgent: string;
}

/** When a search finds nothing: the emergency number and the ways to ask the clinic. */
export interface NothingFoundHelp {
  /** The emergency number as dialled and as shown. */
  readonly emergency: { readonly href: string; readonly label: string };
  /** Call, WhatsApp and the enquiry form. */
  readonly contacts: readonly FallbackLink[];
}

/** A page the patients' words point to, as the build knows it (its own summary stands in for an excerpt). */
export interface KnownPage {
  readonly title: string;
  readonly type?: ResultType;
  readonly summary: string;
}

export interface FallbackLink {
  readonly href: string;
  readonly label: string;
}

export interface SiteSearchProps {
  /** The search page: where the form sends its query without JavaScript (`?q=`). */
  readonly action: string;
  readonly labels: SiteSearchLabels;
  /** `/cn`, `/bh`, or '' for English: a result outside it is an English-only page. */
  readonly localePrefix: string;
  readonly pagefind: PagefindSetup;
  /** Where to browse instead when search cannot run. */
  readonly fallback: readonly FallbackLink[];
  /** The main topics, suggested before a search and when one finds nothing. */
  readonly topics: readonly FallbackLink[];
  /** Patients' words and the pages they lead to (src/site/search-synonyms.ts), listed before the index's results. */
  readonly shortcuts: readonly Shortcut[];
  /** Title, kind and summary of every page a shortcut names, by address. */
  readonly pages: Readonly<Record<string, KnownPage>>;
  readonly help: NothingFoundHelp;
}

interface Found {
  readonly url: string;
  readonly title: string;
  readonly type?: ResultType;
  /** Pagefind's excerpt (HTML with `<mark>`), or for a page the words point to, its summary as plain text. */
  readonly excerpt: string;
  readonly plain?: boolean;
}

type State =
  | { readonly phase: 'idle' }
  | { readonly phase: 'searching'; readonly query: string }
  | { readonly phase: 'done'; readonly query: string; readonly results: readonly Found[]; readonly total: number }
  | { readonly phase: 'failed' };

/** How many results are shown: more than a reader scans, few enough to load each one's excerpt at once. */
const MAX_RESULTS = 20;
/** How many of the index's results are read to find those that are about the search (relevance.ts). */
const MAX_CHECKED = 30;
/** Typing pauses this long before a search runs, so the live region announces a count, not every keystroke. */
const TYPING_PAUSE_MS = 300;
const TYPES: readonly ResultType[] = ['service', 'blog', 'media', 'page'];

function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A page's address as the site's links write it: the merged English index answers with absolute URLs. */
function sitePath(url: string, origin: string): string {
  return url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
}

function toFound(data: PagefindResultData, origin: string): Found {
  const type = TYPES.find((t) => t === data.meta.type);
  const url = sitePath(data.url, origin);
  return { url, title: data.meta.title ?? url, excerpt: data.excerpt, ...(type ? { type } : {}) };
}

/**
 * The search page's box and results, on Pagefind's index of the page's language. Without JavaScript (and until
 * it hydrates) it is a plain GET form to the search page. Once hydrated, a query in the address (`?q=`, from the
 * header, the sidebar or the form itself) is searched at once, and typing searches after a short pause; the
 * count is announced by a polite live region, and each result is a link, reached with Tab.
 */
export function SiteSearch({ action, labels, localePrefix, pagefind, fallback, topics, shortcuts, pages, help }: SiteSearchProps) {
  const hydrated = useHydrated();
  const fieldId = useId();
  const statusId = useId();
  // Uncontrolled: what a visitor types before the box hydrates stays in it, and is what a search reads.
  const field = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ phase: 'idle' });
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const run = async (raw: string) => {
    const term = raw.trim();
    const ticket = ++latest.current;
    if (term === '') {
      setState({ phase: 'idle' });
      return;
    }
    setState({ phase: 'searching', query: term });
    try {
      const first = shortcutUrls(term, shortcuts).flatMap((url) => {
        const page = pages[url];
        return page ? [{ url, title: page.title, excerpt: page.summary, plain: true, ...(page.type ? { type: page.type } : {}) }] : [];
      });
      const api = await loadPagefind(pagefind);
      const search = await api.search(term, pagefind.filters ? { filters: pagefind.filters } : {});
      if (!search || ticket !== latest.current) return;
      const read = await Promise.all(search.results.slice(0, MAX_CHECKED).map((r) => r.data()));
      // Only pages about the words (relevance.ts).
      const found = read.filter((data) => isAbout(data, term)).map((data) => toFound(data, window.location.origin));
      // The pages the words point to come first, and are not listed a second time where the index found them;
      // then every page in the reader's language comes before the English-only ones (the English index is merged in).
      const others = found.filter((result) => !first.some((page) => page.url === result.url));
      const results = ownLanguageFirst([...first, ...others], localePrefix).slice(0, MAX_RESULTS);
      const total = first.length + others.length;
      if (ticket === latest.current) setState({ phase: 'done', query: term, results, total });
    } catch (error) {
      console.warn('Search could not run:', error);
      if (ticket === latest.current) setState({ phase: 'failed' });
    }
  };

  // Once, on hydration: the query the page was opened with (the form's own submission without JavaScript, or
  // the sidebar's), or what the visitor has typed already.
  // biome-ignore lint/correctness/useExhaustiveDependencies: run is recreated every render and reads only refs and props
  useEffect(() => {
    const initial = new URLSearchParams(window.location.search).get('q') ?? '';
    if (!field.current) return;
    if (field.current.value === '') field.current.value = initial;
    // Words typed before the box hydrated are searched too, as they would have been after.
    if (field.current.value.trim() !== '') void run(field.current.value);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  const remember = (term: string) => {
    const url = new URL(window.location.href);
    if (term.trim() === '') url.searchParams.delete('q');
    else url.searchParams.set('q', term.trim());
    // The address keeps the query, so reload, back from a result and a shared link show the same results.
    window.history.replaceState(window.history.state, '', url);
  };

  const onChange = (value: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      remember(value);
      void run(value);
    }, TYPING_PAUSE_MS);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearTimeout(timer.current);
    const value = field.current?.value ?? '';
    remember(value);
    void run(value);
  };

  const status =
    state.phase === 'searching'
      ? labels.searching
      : state.phase === 'failed'
        ? labels.failed
        : state.phase === 'done'
          ? fill(state.total === 0 ? labels.none : state.total === 1 ? labels.one : labels.many, { query: state.query, count: state.total })
          : '';

  return (
    <div className="site-search">
      <search aria-label={labels.landmark}>
        <form className="site-search__form" method="get" action={action} onSubmit={hydrated ? onSubmit : undefined}>
          <label className="site-search__label" htmlFor={fieldId}>
            {labels.field}
          </label>
          <div className="site-search__row">
            <input
              className="site-search__input"
              id={fieldId}
              type="search"
              name="q"
              enterKeyHint="search"
              autoComplete="off"
              spellCheck={false}
              aria-describedby={statusId}
              ref={field}
              onChange={(event) => onChange(event.target.value)}
            />
            <button className="site-search__submit button" type="submit">
              {labels.submit}
            </button>
          </div>
        </form>
      </search>
      <p className="site-search__status" id={statusId} role="status" aria-live="polite">
        {status}
      </p>
      {state.phase === 'failed' && (
        <ul className="site-search__fallback">
          {fallback.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      )}
      {/* In the server's HTML too: the island hydrates only once used, and without JavaScript these are the way on. */}
      {state.phase === 'done' && state.results.length === 0 && <SearchHelp title={labels.help} urgent={labels.urgent} help={help} />}
      {(state.phase === 'idle' || (state.phase === 'done' && state.results.length === 0)) && (
        <SearchTopics title={labels.topics} topics={topics} />
      )}
      {state.phase === 'done' && state.results.length > 0 && (
        <ol className="site-search__results">
          {state.results.map((result) => (
            <SearchResult
              key={result.url}
              result={result}
              labels={labels}
              englishOnly={localePrefix !== '' && !result.url.startsWith(`${localePrefix}/`)}
              localePrefix={localePrefix}
              query={state.query}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

function SearchResult({
  result,
  labels,
  englishOnly,
  localePrefix,
  query,
}: {
  readonly result: Found;
  readonly labels: SiteSearchLabels;
  readonly englishOnly: boolean;
  readonly localePrefix: string;
  /** The words searched for, marked in a summary as Pagefind marks them in an excerpt. */
  readonly query: string;
}) {
  return (
    <li className="search-result">
      <h2 className="search-result__title">
        {/* An English-only page opens as its reader copy: the reader's header and footer around it (model/reader-copies.ts). */}
        <a href={englishOnly ? `${localePrefix}${result.url}` : result.url} {...(englishOnly ? { hrefLang: locales.en.hreflang } : {})}>
          {result.title}
          {englishOnly && (
            <>
              {markerGap(labels.englishOnly)}
              <span className={LANG_MARKER_CLASS}>{labels.englishOnly}</span>
            </>
          )}
        </a>
      </h2>
      {result.type && <p className="search-result__type">{labels.types[result.type]}</p>}
      <p className="search-result__excerpt">
        {(result.plain ? markWords(result.excerpt, query) : excerptParts(result.excerpt)).map((part, i) =>
          // biome-ignore lint/suspicious/noArrayIndexKey: an excerpt's parts never move, their position is their identity
          part.mark ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
        )}
      </p>
    </li>
  );
}

/** When nothing is found: the emergency line first, then the ways to ask the clinic, before the topics. */
function SearchHelp({ title, urgent, help }: { readonly title: string; readonly urgent: string; readonly help: NothingFoundHelp }) {
  const headingId = useId();
  const [before = '', after = ''] = urgent.split('{emergency}');
  return (
    <section className="search-help" aria-labelledby={headingId}>
      <h2 className="search-help__title" id={headingId}>
        {title}
      </h2>
      <p className="search-help__urgent">
        {before}
        <a href={help.emergency.href}>{help.emergency.label}</a>
        {after}
      </p>
      <ul className="search-topics__list">
        {help.contacts.map((link) => (
          <li key={link.href}>
            <a href={link.href} {...(link.href.startsWith('https:') ? { rel: 'noopener' } : {})}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The main topics as links: where to start when there is nothing yet to show, or nothing was found. */
function SearchTopics({ title, topics }: { readonly title: string; readonly topics: readonly FallbackLink[] }) {
  const headingId = useId();
  return (
    <section className="search-topics" aria-labelledby={headingId}>
      <h2 className="search-topics__title" id={headingId}>
        {title}
      </h2>
      <TopicList links={topics} />
    </section>
  );
}
