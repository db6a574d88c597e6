/**
 * Where the content editor lives and what it writes, shared by the build (which writes /admin/) and the
 * editor's own code in the browser.
 */

/** The editor's address: noindex, outside the sitemap, with a Content-Security-Policy of its own. */
export const ADMIN_PATH = '/admin/';

/** Where the editor's script goes: its own folder, served with a year of caching (its name is its hash). */
export const ADMIN_ASSETS = `${ADMIN_PATH}assets/`;

/** What the build tells the editor (its Decap configuration and what the preview renders with). */
export const ADMIN_SITE_DATA = `${ADMIN_PATH}site.json`;

/** The file format the editor reads and writes: YAML front matter as the build reads it, then markdown. */
export const ADMIN_FORMAT = 'clinic-markdown';

/** The file format of the clinic's facts in the editor: YAML as the build reads it (src/admin/clinic-facts.ts). */
export const CLINIC_FORMAT = 'clinic-facts';

/** The editor's collection of the clinic's facts ("Clinic details"), and its one file's entry. */
export const CLINIC_COLLECTION = 'clinic';

/** The editor's collection of the warning-sign catalogue ("Warning signs"), and the format of its one file. */
export const SIGNS_COLLECTION = 'warning-signs';
export const SIGNS_FORMAT = 'sign-catalogue';

/** The editor's collection of the glossary ("Glossary"), and the format of its one file (src/admin/glossary-file.ts). */
export const GLOSSARY_COLLECTION = 'glossary';
export const GLOSSARY_FORMAT = 'glossary';

/** The widget of a page's text: a text box with a list of the site's pages to link to (src/admin/page-text.tsx). */
export const PAGE_TEXT_WIDGET = 'page-text';

/** The widget of a page's warning signs: the catalogue narrowed by body area and level (src/admin/sign-picker.tsx). */
export const SIGN_PICKER_WIDGET = 'sign-picker';

/** One sign as the picker offers it: its id, the English patients read, its level and body areas. */
export interface SignChoice {
  readonly value: string;
  readonly label: string;
  readonly level: string;
  readonly areas: readonly string[];
}

/** A level or a body area, as the picker's filters name it. */
export interface FilterChoice {
  readonly value: string;
  readonly label: string;
}

/** Where uploaded pictures go, in the project and on the site. */
export const ADMIN_MEDIA = { folder: 'public/images/uploads', publicPath: '/images/uploads' } as const;

/** The editor's collection of the fixed pages in one locale (`pages-cn`); its files are named by page id. */
export function pagesCollectionOf(locale: string): string {
  return `pages-${locale}`;
}
