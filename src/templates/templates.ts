import type { PageKind } from '../model/page-table.ts';
import { ArticleIndexPage } from './ArticleIndexPage.tsx';
import { ArticlePage } from './ArticlePage.tsx';
import { ContactPage } from './ContactPage.tsx';
import { ContentPage } from './ContentPage.tsx';
import { HomePage } from './HomePage.tsx';
import { SearchPage } from './SearchPage.tsx';
import type { PageTemplate } from './types.ts';

/** One template per kind of page, never one per locale. Error pages are rendered by the renderer itself. */
export const TEMPLATES: Readonly<Record<Exclude<PageKind, 'error'>, PageTemplate>> = {
  home: HomePage,
  page: ContentPage,
  landing: ContentPage,
  'thank-you': ContentPage,
  contact: ContactPage,
  search: SearchPage,
  'article-index': ArticleIndexPage,
  article: ArticlePage,
};
