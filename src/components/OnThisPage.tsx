import { useT } from './context.ts';

export interface PageSection {
  readonly id: string;
  readonly text: string;
}

/**
 * The sections of an article as links to their headings' ids (explicit `{#id}`s in the markdown, so the links
 * survive edits and translation). Written twice by ArticlePage: `list` is the right column's sticky list on wide
 * screens; `folded` is a closed <details> under Key points on phones, where an open list would push the text a
 * screen further down. CSS shows one of the two at each width (clinical.css), so each is read once.
 */
export function OnThisPage({ sections, variant }: { readonly sections: readonly PageSection[]; readonly variant: 'list' | 'folded' }) {
  const t = useT();
  if (sections.length < 2) return null;
  const links = (
    <ol>
      {sections.map((section) => (
        <li key={section.id}>
          <a href={`#${section.id}`}>{section.text}</a>
        </li>
      ))}
    </ol>
  );
  if (variant === 'folded') {
    return (
      <details className="on-this-page on-this-page--folded">
        <summary>{t('article.onThisPage')}</summary>
        {/* Its own name: the wide screens' list is a navigation landmark too, and landmarks are told apart by name. */}
        <nav aria-label={t('article.onThisPageFolded')}>{links}</nav>
      </details>
    );
  }
  return (
    <nav className="on-this-page on-this-page--list" aria-labelledby="on-this-page-title">
      <h2 id="on-this-page-title">{t('article.onThisPage')}</h2>
      {links}
    </nav>
  );
}
