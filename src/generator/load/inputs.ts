/**
 * What the load stage hands the rest of the build: the options it reads the project with, and everything it read
 * and checked (pipeline/load-inputs.ts makes it). Kept apart from the loader so later stages (the cache, the dev
 * server) can name the shape without depending on the stage that makes it.
 */
import type { ImageSize } from '../../shared/image-size.ts';
import type { Catalogues } from '../../i18n/messages.ts';
import type { SiteConfig } from '../../site/config.ts';
import type { SignCatalogue } from '../../model/warning-signs.ts';
import type { Clinic } from '../../site/clinic.ts';
import type { OutdatedTranslation } from './translation-sources.ts';
import type { Glossary } from '../../model/glossary.ts';
import type { FixedPage } from '../../model/page-table.ts';
import type { RouteManifest } from '../../model/routes.ts';
import type { HandWrittenRules } from '../host/host-rules.ts';
import type { ParseCache } from './parse-cache.ts';
import type { PageSource } from './content.ts';
import type { ListedFile } from './project-files.ts';
import type { WithheldPages } from './publication.ts';

export interface LoadOptions {
  /** Project root: content/, locales/ and public/ are read from here. */
  readonly root: string;
  readonly contentDir?: string;
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** The fixed pages; the site's own table unless a test or a fork of the site says otherwise. */
  readonly fixedPages?: readonly FixedPage[];
  /** Front matter read by an earlier build, by file hash (production builds; see parse-cache.ts). */
  readonly parseCache?: ParseCache;
  /** The date reviews are judged against (YYYY-MM-DD); today in Singapore unless a test says otherwise. */
  readonly today?: string;
  /** Build drafts and scheduled articles too, each marked as such (npm run dev); production builds leave them out. */
  readonly preview?: boolean;
}

export interface PublicFiles {
  /** Files copied as they are (the hand-written host rules excluded: they are merged, not copied). */
  readonly files: readonly ListedFile[];
  readonly images: ReadonlyMap<string, ImageSize>;
  readonly hostRules: HandWrittenRules & { readonly redirectsText: string };
}

/** Everything a build reads from the project, read and checked: what every later stage works from. */
export interface BuildInputs {
  readonly root: string;
  readonly contentDir: string;
  /** How problems name the content folder: `content`, or the `--content` folder relative to the project. */
  readonly contentLabel: string;
  readonly config: SiteConfig;
  readonly catalogues: Catalogues;
  /** The catalogue of warning signs the clinical pages name (content/warning-signs.yml). */
  readonly signs: SignCatalogue;
  /** The clinic facts (content/clinic.yml), with the forms the pages show worked out (site/clinic.ts). */
  readonly clinic: Clinic;
  /** Translated pages whose English page changed since they were made, by route name (translation-sources.ts). */
  readonly outdatedTranslations: ReadonlyMap<string, OutdatedTranslation>;
  /** The glossary the Chinese and Malay pages and the catalogue are held to (content/glossary.yml). */
  readonly glossary: Glossary;
  /** Content files relative to the content folder, and where each really is on disk. */
  readonly files: readonly string[];
  readonly realFiles: ReadonlyMap<string, string>;
  readonly fixedPages: readonly FixedPage[];
  readonly manifest: RouteManifest;
  /**
   * The published pages (every page in preview), which `manifest.routes` lists, then the reader copies of the
   * English-only ones (`manifest.readerCopies`), which are rendered but were checked as their English page.
   */
  readonly pages: readonly PageSource[];
  /** Pages this build leaves out (drafts, scheduled articles), so a link to one can be named as such. */
  readonly withheld: WithheldPages;
  /** The day publication is judged against, YYYY-MM-DD in Singapore. */
  readonly today: string;
  readonly publicFiles: PublicFiles;
  /** Things that are allowed but probably a mistake, one line each, for the terminal. */
  readonly warnings: readonly string[];
  /** Hash of each page's file, by route name (only when loaded with a parse cache). */
  readonly sourceHashes: ReadonlyMap<string, string>;
}
