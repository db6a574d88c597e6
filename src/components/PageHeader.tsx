import type { ElementType } from 'react';
import { Breadcrumbs, type BreadcrumbItem } from './Breadcrumbs.tsx';

export interface PageHeaderProps {
  /** May contain inline markup; it comes from our own content, never from visitors. */
  readonly title: string;
  readonly links?: readonly BreadcrumbItem[];
  readonly headingTag?: ElementType;
  readonly summary?: string;
}

/** The reusable page header: a title, a chosen heading tag (default div) and breadcrumbs. */
export function PageHeader({ title, links = [], headingTag: Heading = 'div', summary }: PageHeaderProps) {
  return (
    <div className="page-header">
      <div className="container">
        {links.length > 0 && <Breadcrumbs items={links} />}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: escaped title text, or a heading whose markup the build checked against the content policy. */}
        <Heading className="page-header__title" id="page-title" dangerouslySetInnerHTML={{ __html: title }} />
        {/* The page's own summary of itself: search weighs it above body text, below the title and the key points. */}
        {summary && (
          <p className="page-header__summary" data-pagefind-weight="3">
            {summary}
          </p>
        )}
      </div>
    </div>
  );
}
