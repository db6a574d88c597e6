/**
 * The content editor at /admin/: Decap CMS with the configuration the build made from the front-matter schemas
 * (site.json), files read and written as the build reads them (file-format.ts), a preview drawn by the site's own
 * templates and stylesheet (preview.tsx), and, before every save, the build's own checks (editor-site.ts): a file
 * the editor saves is a file the build accepts.
 */
// First: the facts every module below may read.
import './install-facts.ts';
import CMS from 'decap-cms-app';
import type { CmsConfig } from 'decap-cms-core';
import {
  ADMIN_FORMAT,
  ADMIN_SITE_DATA,
  CLINIC_COLLECTION,
  CLINIC_FORMAT,
  GLOSSARY_COLLECTION,
  GLOSSARY_FORMAT,
  PAGE_TEXT_WIDGET,
  SIGN_PICKER_WIDGET,
  SIGNS_COLLECTION,
  SIGNS_FORMAT,
} from '../site/admin.ts';
import { clinicProblems, readClinicFile, writeClinicFile } from './clinic-facts.ts';
import { ClinicPreview } from './clinic-preview.tsx';
import { glossaryProblems, readGlossaryFile, writeGlossaryFile } from './glossary-file.ts';
import { EditorSite, sourceOf } from './editor-site.ts';
import { editedFile, type ImmutableLike } from './entries.ts';
import { readContentFile, writeContentFile } from './file-format.ts';
import { readSignFile, type SignsData, signProblems, writeSignFile } from './sign-catalogue.ts';
import { siteDataWhenReady } from './site-data.ts';
import { newPictures, pendingUploads, picturesOf } from './pictures.ts';
import { PageTextControl } from './page-text.tsx';
import { SignPickerControl } from './sign-picker.tsx';
import { pagePreview } from './preview.tsx';
import { watchThumbnails } from './thumbnails.ts';
import { watchListRows } from './list-rows.ts';
import { fieldLabels, STAFF_WORDS, showBackendWordsAlone, StaffMessage, staffProblem, withStaffWords } from './staff-words.ts';

async function loadInputs(): Promise<EditorSite> {
  return new EditorSite(await siteDataWhenReady(ADMIN_SITE_DATA));
}

/**
 * Refuses a save the build would refuse, naming every problem. The site's data is read again first: another
 * editor may have published since this page was opened.
 */
async function checkBeforeSave({ entry }: { entry: ImmutableLike }): Promise<undefined> {
  if (entry.get('collection') === CLINIC_COLLECTION) {
    const data = entry.get('data') as { toJS(): Record<string, unknown> };
    const problems = clinicProblems(data.toJS());
    if (problems.length)
      throw new StaffMessage(`The site cannot use these details yet: ${problems.join(' | ')}. Correct this, then save again.`);
    return undefined;
  }
  if (entry.get('collection') === GLOSSARY_COLLECTION) {
    const data = entry.get('data') as { toJS(): Record<string, unknown> };
    const problems = glossaryProblems(data.toJS());
    if (problems.length)
      throw new StaffMessage(`The site cannot use this glossary yet: ${problems.join(' | ')}. Correct this, then save again.`);
    return undefined;
  }
  if (entry.get('collection') === SIGNS_COLLECTION) {
    const data = entry.get('data') as { toJS(): SignsData };
    const problems = signProblems(data.toJS());
    if (problems.length)
      throw new StaffMessage(`The site cannot use these warning signs yet: ${problems.join(' | ')}. Correct this, then save again.`);
    return undefined;
  }
  const fresh = await loadInputs();
  site = fresh;
  const file = editedFile(entry);
  const images = await newPictures(picturesOf(file), new Map(fresh.data.render.images), pendingUploads(entry));
  const problems = await fresh.check(file, images);
  if (problems.length) {
    const labels = fieldLabels(fresh.data.config.collections);
    const said = problems.map((p) => staffProblem(p, sourceOf(file.file), labels));
    throw new StaffMessage(`The site would refuse this page as it is: ${said.join(' | ')}. Correct this, then save again.`);
  }
  return undefined;
}

/** Staff may open /admin/ before the web team has named the repository (CMS_REPO): said without the code name. */
function notConfigured(): void {
  document.body.innerHTML =
    '<main style="font: 16px/1.5 system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem">' +
    '<h1>The content editor is not set up yet</h1><p>It does not know where to save your changes. Please ask the ' +
    'web team to connect it to the site’s repository, then open this page again.</p></main>';
}

let site: EditorSite;

async function start(): Promise<void> {
  site = await loadInputs();
  const { config } = site.data;
  if (config.backend.repo === 'not/configured' && !config.local_backend) {
    notConfigured();
    return;
  }
  CMS.registerCustomFormat(ADMIN_FORMAT, 'md', {
    fromFile: readContentFile,
    toFile: (data, sortedKeys) => writeContentFile(data as Record<string, unknown>, sortedKeys ?? []),
  });
  CMS.registerCustomFormat(SIGNS_FORMAT, 'yml', {
    fromFile: readSignFile,
    toFile: (data) => writeSignFile(data as SignsData),
  });
  CMS.registerCustomFormat(GLOSSARY_FORMAT, 'yml', {
    fromFile: readGlossaryFile,
    toFile: (data) => writeGlossaryFile(data as Record<string, unknown>),
  });
  CMS.registerCustomFormat(CLINIC_FORMAT, 'yml', {
    fromFile: readClinicFile,
    toFile: (data) => writeClinicFile(data as Record<string, unknown>),
  });
  CMS.registerWidget(PAGE_TEXT_WIDGET, PageTextControl);
  CMS.registerWidget(SIGN_PICKER_WIDGET, SignPickerControl);
  // Decap's English, with the messages staff read in our words (staff-words.ts).
  CMS.registerLocale('en', withStaffWords(CMS.getLocale('en') ?? {}, STAFF_WORDS));
  CMS.registerPreviewStyle(site.data.render.css);
  const preview = pagePreview(() => site);
  for (const collection of config.collections) {
    if (collection.folder) CMS.registerPreviewTemplate(collection.name, preview);
    if (collection.name === CLINIC_COLLECTION) CMS.registerPreviewTemplate(CLINIC_COLLECTION, ClinicPreview);
    // The catalogue and the glossary are no page: they have no preview pane (admin-signs.ts, admin-glossary.ts).
    else if (collection.name !== SIGNS_COLLECTION && collection.name !== GLOSSARY_COLLECTION)
      for (const file of collection.files ?? []) CMS.registerPreviewTemplate(file.name, preview);
  }
  CMS.registerEventListener({ name: 'preSave', handler: checkBeforeSave });
  watchThumbnails();
  watchListRows();
  showBackendWordsAlone();
  // Decap's types want mutable arrays; the configuration is data made once by the build and never changed.
  CMS.init({ config: config as unknown as CmsConfig });
}

start().catch((error: unknown) => {
  console.error('The content editor could not start:', error);
});
