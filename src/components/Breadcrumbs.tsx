import { useT } from './context.ts';

export interface BreadcrumbItem {
  readonly text: string;
  /** Empty means plain text, not a link (spec 2.9). */
  readonly url: string;
}

export function Breadcrumbs({ items }: { readonly items: readonly BreadcrumbItem[] }) {
  const t = useT();
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs.label')}>
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.text}`}>
              {item.url ? (
                <a href={item.url}>{item.text}</a>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{item.text}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
