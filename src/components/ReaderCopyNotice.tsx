import { useRender, useT } from './context.ts';

/**
 * At the top of a reader copy (an English-only page under a cn or bh reader's own header and footer,
 * model/reader-copies.ts): in the reader's language, that the page is in English, and a link to the nearest page in
 * their language. A note read first, in order with the page; the English text follows in an element of its own
 * language, so screen readers change voice there and not before.
 */
export function ReaderCopyNotice({ nearest }: { readonly nearest: string }) {
  const { locale } = useRender();
  const t = useT();
  return (
    <div className="publication-notice" role="note" data-pagefind-ignore="">
      <p className="container">
        {t('readerCopy.notice', { language: locale.name })} <a href={nearest}>{t('readerCopy.nearest', { language: locale.name })}</a>
      </p>
    </div>
  );
}
