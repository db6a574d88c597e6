import type { Source } from '../model/schema.ts';
import { useT } from './context.ts';

/** The public guidance a page draws on, by title and publisher, so a reader can check it. */
export function Sources({ sources }: { readonly sources?: readonly Source[] }) {
  const t = useT();
  if (!sources?.length) return null;
  return (
    <section className="sources" aria-labelledby="sources-title">
      <h2 id="sources-title">{t('article.sources')}</h2>
      <ul>
        {sources.map((source) => (
          <li key={`${source.publisher}|${source.title}`}>
            {source.url ? (
              <a href={source.url}>
                <cite>{source.title}</cite>
              </a>
            ) : (
              <cite>{source.title}</cite>
            )}
            , {source.publisher}
          </li>
        ))}
      </ul>
    </section>
  );
}
