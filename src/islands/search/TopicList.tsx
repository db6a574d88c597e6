import type { FallbackLink } from '../SiteSearch.tsx';

/** The main topics as a list of links: the search page's empty and no-results states, and the not-found page. */
export function TopicList({ links }: { readonly links: readonly FallbackLink[] }) {
  return (
    <ul className="search-topics__list">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}
