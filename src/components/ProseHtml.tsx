/** Markdown rendered at build time from our own content files. */
export function ProseHtml({ html, className = '' }: { readonly html: string; readonly className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown rendered by the build, raw HTML in it held to the content policy's allow-list.
  return <div className={`prose ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}
