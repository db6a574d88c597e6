import type { BreadcrumbItem } from '../components/Breadcrumbs.tsx';
import type { PageInput } from './types.ts';

/** Home > parent > this page; the current page is text, not a link (its url is empty). */
export function breadcrumbsFor({ page, index, ctx }: PageInput): BreadcrumbItem[] {
  const { route } = page;
  const { locale, manifest, t } = ctx;
  const items: BreadcrumbItem[] = [{ text: t.formatMessage({ id: 'nav.index' }), url: manifest.href('index', locale.code) }];
  if (route.parent && route.parent !== 'index') {
    const parent = index.get(route.parent, locale.code);
    items.push({ text: parent.meta.title, url: parent.route.path });
  }
  items.push({ text: page.meta.title, url: '' });
  return items;
}
