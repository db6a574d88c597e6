/** The header menu's browser code: plain DOM, no React (site-menu.ts). */
export { mountSiteMenu as default } from './site-menu.ts';
