/**
 * Clinical sign-off, checked across the site: every sign of the catalogue is covered by a record, and a record
 * names only pages, signs and people that exist, signed by a clinician. (A page's `reviewed` date without a record
 * is a warning: `unsignedReviewWarnings`.)
 */
import type { SignCatalogue } from '../../model/warning-signs.ts';
import type { Problem } from '../../shared/problems.ts';
import type { ReviewFile } from '../load/clinical-reviews.ts';
import type { PageSource } from '../load/content.ts';
import { clinic } from '../../site/clinic.ts';

/**
 * Who may sign off a clinical page: the people of the clinic facts, and among them the clinic's doctor, the one
 * clinician they name (a second clinician would need a field of their own in content/clinic.yml).
 */
/** Who may sign off, from the clinic facts installed for this build. */
export function reviewers(): Reviewers {
  return { people: new Set(Object.keys(clinic.people)), clinicians: new Set([clinic.doctor.person]) };
}

export interface Reviewers {
  /** Person ids of the clinic facts. */
  readonly people: ReadonlySet<string>;
  /** The people whose sign-off a clinical page may stand on. */
  readonly clinicians: ReadonlySet<string>;
}

/** A page's content path as records name it: `en/services/knee` for content/en/services/knee.md. */
export function recordPath(page: Pick<PageSource, 'route'>): string {
  return page.route.file.replace(/\.md$/, '');
}

/** An entry names one page, or with a final slash a whole folder (`en/blog/`: every article there). */
function covers(entry: string, path: string): boolean {
  return entry.endsWith('/') ? path.startsWith(entry) : entry === path;
}

function names(entry: string, paths: ReadonlySet<string>): boolean {
  return entry.endsWith('/') ? [...paths].some((p) => p.startsWith(entry)) : paths.has(entry);
}

export function reviewRecordProblems(
  reviews: ReviewFile,
  pages: readonly PageSource[],
  signs: SignCatalogue,
  reviewers: Reviewers,
): Problem[] {
  const problems: Problem[] = [];
  const paths = new Set(pages.map(recordPath));
  const inFile = (at: readonly (string | number)[], message: string) =>
    problems.push({ file: reviews.file, line: reviews.lineOf(at), field: at.join('.'), message });
  reviews.records.forEach((record, index) => {
    if (!reviewers.people.has(record.reviewer)) {
      inFile(
        ['records', index, 'reviewer'],
        `"${record.reviewer}" is not a person of content/clinic.yml (${[...reviewers.people].join(', ')})`,
      );
    } else if (!reviewers.clinicians.has(record.reviewer)) {
      inFile(
        ['records', index, 'reviewer'],
        `"${record.reviewer}" is not a clinician: a clinical review is signed off by ${[...reviewers.clinicians].join(' or ')}`,
      );
    }
    record.pages.forEach((page, i) => {
      if (!names(page, paths))
        inFile(['records', index, 'pages', i], `names "${page}", which is not a page of the content folder (write it as en/services/knee)`);
    });
    record.signs.forEach((sign, i) => {
      if (!(sign in signs)) inFile(['records', index, 'signs', i], `names "${sign}", which is not a sign of content/warning-signs.yml`);
    });
  });
  const covered = new Set(reviews.records.flatMap((r) => r.signs));
  for (const id of Object.keys(signs)) {
    if (!covered.has(id))
      problems.push({ file: reviews.file, message: `no record covers the warning sign "${id}": a clinician signs off every sign` });
  }
  return problems;
}

/**
 * Clinical pages whose `reviewed` date no record signs off, as warnings the build prints (and the dev server shows):
 * the content editor writes pages, not the sign-off record, so a date typed there would otherwise make every save
 * fail the build. The record is added when the clinician signs off; until then every build names the page.
 */
export function unsignedReviewWarnings(reviews: ReviewFile, pages: readonly PageSource[], reviewers: Reviewers): string[] {
  const warnings: string[] = [];
  for (const page of pages) {
    const reviewed = page.meta.reviewed;
    if (reviewed === undefined) continue;
    const path = recordPath(page);
    const signedOff = reviews.records.some(
      (r) =>
        r.date === reviewed &&
        r.pages.some((p) => covers(p, path)) &&
        reviewers.clinicians.has(r.reviewer) &&
        (page.meta.reviewer === undefined || page.meta.reviewer === r.reviewer),
    );
    if (!signedOff)
      warnings.push(
        `${page.source}: reviewed ${reviewed} has no clinician's sign-off in ${reviews.file} (a record naming ${path} on that day by ${page.meta.reviewer ?? 'a clinician'}); add it when the clinician has reviewed the page`,
      );
  }
  return warnings;
}
