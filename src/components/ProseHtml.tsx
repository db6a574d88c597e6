/** Markdown rendered at build time from our own content files. */
export function ProseHtml({ html, className = '' }: { readonly html: string; readonly className?: string }) {
  return <div className={`prose ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}
