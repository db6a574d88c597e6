/**
 * The uploaded photos of pages a production build leaves out (drafts, articles scheduled for later): not
 * published, and not named in anything the build writes (the editor's /admin/site.json lists every picture's
 * size). Otherwise `/images/uploads/<name>.jpg`, its `/assets/images/…` versions and its name would announce an
 * article nobody has approved. A photo a published page also shows stays, and so does an upload no page names
 * (a keeper may link it from outside the site).
 *
 * A page names a photo when its front matter or its markdown holds the photo's site path: the text is searched
 * for each upload's path, the way the build's own picture check finds them (every picture of content is a site
 * path, page-checks.ts).
 */
import type { ImageSize } from '../../shared/image-size.ts';
import type { PageSource } from '../../model/page-source.ts';
import type { ListedFile } from '../load/project-files.ts';
import { UPLOADS_DIR } from './uploads.ts';

export interface PublishedPictures {
  readonly files: readonly ListedFile[];
  readonly images: ReadonlyMap<string, ImageSize>;
}

export function withoutWithheldPictures<T extends PublishedPictures>(
  pictures: T,
  withheld: readonly PageSource[],
  published: readonly PageSource[],
): T {
  if (withheld.length === 0) return pictures;
  const uploads = [...pictures.images.keys()].filter((sitePath) => sitePath.startsWith(`/${UPLOADS_DIR}`));
  const named = (pages: readonly PageSource[]) => {
    const texts = pages.map((p) => `${JSON.stringify(p.meta)}\n${p.body}`);
    return new Set(uploads.filter((sitePath) => texts.some((text) => text.includes(sitePath))));
  };
  const shown = named(published);
  const hidden = [...named(withheld)].filter((sitePath) => !shown.has(sitePath));
  if (hidden.length === 0) return pictures;
  const gone = new Set<string>();
  const images = new Map(pictures.images);
  for (const sitePath of hidden) {
    gone.add(sitePath);
    const responsive = images.get(sitePath)?.responsive;
    for (const group of responsive ? [...responsive.sources, responsive.fallback] : []) for (const v of group.versions) gone.add(v.path);
    images.delete(sitePath);
  }
  return { ...pictures, files: pictures.files.filter((f) => !gone.has(`/${f.relative}`)), images };
}
