import { useT } from './context.ts';

export interface BreadcrumbItem {
  readonly text: string;
  /** Empty means plain text, not a link. */
  readonly url: string;
}

export function Breadcrumbs({ items }: { readonly items: readonly BreadcrumbItem[] }) {
  const t = useT();
  return (
    // Navigation, not the page's text: the site search leaves it out (search-marks.ts).
    <nav className="breadcrumbs" aria-label={t('breadcrumbs.label')} data-pagefind-ignore="">
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a trail may name one page twice (home and a parent); position tells them apart.
            <li key={`${index}-${item.text}`}>
              {item.url ? <a href={item.url}>{item.text}</a> : <span aria-current={last ? 'page' : undefined}>{item.text}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
