import type { ReactNode } from 'react';
import { keyPointParts, WHEN_TO_GET_HELP } from '../model/key-points.ts';
import { useT } from './context.ts';

/** One key point; its link to the when-to-get-help block, if it has one, as an in-page link. */
function Point({ text }: { readonly text: string }) {
  return (
    <>
      {keyPointParts(text).map((part, n) =>
        'link' in part ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered
          <a key={n} href={`#${WHEN_TO_GET_HELP}`}>
            {part.link}
          </a>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/**
 * The few things to take away, at the top of an article, for readers who read no further. `children` go at the
 * end of the box (an article's folded "On this page" on phones), so "When to get help" still follows it directly.
 */
export function KeyPoints({ points, children }: { readonly points?: readonly string[]; readonly children?: ReactNode }) {
  const t = useT();
  if (!points?.length) return null;
  return (
    <section className="key-points" data-keep-clear="" aria-labelledby="key-points-title">
      <h2 id="key-points-title">{t('article.keyPoints')}</h2>
      {/* What a page is about, in a few words: search weighs these as it weighs a sub-heading (body text is 1). */}
      <ul data-pagefind-weight="5">
        {points.map((point) => (
          <li key={point}>
            <Point text={point} />
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
