import { useT } from './context.ts';

/** The few things to take away, at the top of an article, for readers who read no further. */
export function KeyPoints({ points }: { readonly points?: readonly string[] }) {
  const t = useT();
  if (!points?.length) return null;
  return (
    <section className="key-points" aria-labelledby="key-points-title">
      <h2 id="key-points-title">{t('article.keyPoints')}</h2>
      {/* What a page is about, in a few words: search weighs these as it weighs a sub-heading (body text is 1). */}
      <ul data-pagefind-weight="5">
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </section>
  );
}
