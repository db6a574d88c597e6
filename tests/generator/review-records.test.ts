/**
 * The record of clinical sign-off: every warning sign needs a record; a record names only real pages, signs and
 * people, signed by a clinician (problems with file and line). A clinical page's "reviewed" date without a record
 * naming the page on that day by its reviewer is a warning every build prints: the editor writes pages, not records.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseReviewFile } from '../../src/generator/load/clinical-reviews.ts';
import { reviewRecordProblems, type Reviewers, unsignedReviewWarnings } from '../../src/generator/checks/review-records.ts';
import { loadInputs } from '../../src/generator/pipeline/load-inputs.ts';
import type { PageSource } from '../../src/generator/load/content.ts';
import type { SignCatalogue } from '../../src/model/warning-signs.ts';
import { formatProblem, valueOrThrow } from '../../src/shared/problems.ts';
import { fixtureProject, type TempProject } from '../helpers/fixture.ts';

const FILE = 'content/clinical-reviews.yml';
const REVIEWERS: Reviewers = { people: new Set(['adrian-tan', 'grace-lim']), clinicians: new Set(['adrian-tan']) };
const SIGNS = { 'stroke-signs': {}, 'child-limp': {} } as unknown as SignCatalogue;

function page(file: string, reviewed: string | undefined, reviewer = 'adrian-tan'): PageSource {
  return {
    route: { file: `${file}.md` },
    meta: { reviewed, reviewer },
    source: `content/${file}.md`,
    fieldLines: { reviewed: 6 },
  } as unknown as PageSource;
}

const PAGES = [page('en/services/spine', '2026-05-18'), page('en/blog/knee', '2026-11-28'), page('en/pages/about-us', undefined)];

const GOOD = `records:
  - date: 2026-05-18
    reviewer: adrian-tan
    pages: [en/services/spine]
    note: The spine page.
  - date: 2026-11-28
    reviewer: adrian-tan
    pages:
      - en/blog/knee
    signs: [stroke-signs, child-limp]
    note: The knee article and the signs.
`;

function problems(text: string, pages = PAGES) {
  return reviewRecordProblems(valueOrThrow(parseReviewFile(text, FILE)), pages, SIGNS, REVIEWERS).map(formatProblem);
}

function warnings(text: string, pages = PAGES) {
  return unsignedReviewWarnings(valueOrThrow(parseReviewFile(text, FILE)), pages, REVIEWERS);
}

describe('the record of clinical sign-off', () => {
  it('accepts pages whose reviewed dates have records, and signs all covered', () => {
    expect(problems(GOOD)).toEqual([]);
    expect(warnings(GOOD)).toEqual([]);
  });

  it('warns of a reviewed date no record names, naming the page file', () => {
    expect(warnings(GOOD, [...PAGES, page('en/blog/hip', '2026-11-28')])).toEqual([
      "content/en/blog/hip.md: reviewed 2026-11-28 has no clinician's sign-off in content/clinical-reviews.yml (a record naming en/blog/hip on that day by adrian-tan); add it when the clinician has reviewed the page",
    ]);
    // A record on another day does not count, nor one by someone who is not a clinician.
    expect(warnings(GOOD.replace('date: 2026-05-18', 'date: 2026-05-19'))).toEqual([
      expect.stringMatching(/^content\/en\/services\/spine\.md: reviewed 2026-05-18 has no clinician's sign-off/),
    ]);
    expect(warnings(GOOD.replace('reviewer: adrian-tan\n    pages: [en', 'reviewer: grace-lim\n    pages: [en'))).toEqual([
      expect.stringMatching(/^content\/en\/services\/spine\.md: reviewed 2026-05-18 has no clinician's sign-off/),
    ]);
  });

  it('refuses a record by someone who is not a clinician, or not a person of the clinic', () => {
    expect(problems(GOOD.replace('reviewer: adrian-tan\n    pages: [en', 'reviewer: grace-lim\n    pages: [en'))).toEqual([
      `${FILE}:3: records.0.reviewer: "grace-lim" is not a clinician: a clinical review is signed off by adrian-tan`,
    ]);
    expect(problems(GOOD.replace('reviewer: adrian-tan\n    pages:\n', 'reviewer: dr-who\n    pages:\n'))).toEqual([
      `${FILE}:7: records.1.reviewer: "dr-who" is not a person of content/clinic.yml (adrian-tan, grace-lim)`,
    ]);
  });

  it('refuses a record naming an unknown page or sign, at the line of the entry', () => {
    expect(
      problems(
        GOOD.replace('      - en/blog/knee\n', '      - en/blog/knee\n      - en/blog/kne\n').replace(
          'child-limp]',
          'child-limp, child-limpp]',
        ),
      ),
    ).toEqual([
      `${FILE}:10: records.1.pages.1: names "en/blog/kne", which is not a page of the content folder (write it as en/services/knee)`,
      `${FILE}:11: records.1.signs.2: names "child-limpp", which is not a sign of content/warning-signs.yml`,
    ]);
  });

  it('refuses a catalogue sign no record covers', () => {
    expect(problems(GOOD.replace('[stroke-signs, child-limp]', '[stroke-signs]'))).toEqual([
      `${FILE}: no record covers the warning sign "child-limp": a clinician signs off every sign`,
    ]);
  });

  it('names a record without a note or a real date, at its line', () => {
    const { problems: found } = parseReviewFile(
      GOOD.replace('date: 2026-05-18', 'date: 2026-02-30').replace('    note: The spine page.\n', ''),
      FILE,
    );
    expect(found.map(formatProblem)).toEqual([
      `${FILE}:2: records.0.date: expected a date written YYYY-MM-DD`,
      `${FILE}:2: records.0.note: expected a note: what was reviewed, and why`,
    ]);
  });
});

describe('the build', () => {
  let project: TempProject;
  beforeAll(async () => {
    project = await fixtureProject();
  }, 60_000);
  afterAll(() => project.dispose());

  it('builds a page whose reviewed date moved without a record, and names it in a warning', async () => {
    await project.edit('content/en/services/knee.md', (text) => text.replace('reviewed: 2026-03-01', 'reviewed: 2026-03-02'));
    const { problems: found, value } = await loadInputs({ root: project.root, env: {} });
    expect(found.map(formatProblem)).toEqual([]);
    expect(value?.warnings.filter((w) => w.includes('sign-off'))).toEqual([
      "content/en/services/knee.md: reviewed 2026-03-02 has no clinician's sign-off in content/clinical-reviews.yml (a record naming en/services/knee on that day by adrian-tan); add it when the clinician has reviewed the page",
    ]);
  }, 60_000);

  it('refuses a record naming a page the content folder does not have', async () => {
    await project.edit(
      'content/clinical-reviews.yml',
      (text) => `${text}  - date: 2026-03-03\n    reviewer: adrian-tan\n    pages: [en/services/kneee]\n    note: A typo.\n`,
    );
    const { problems: found } = await loadInputs({ root: project.root, env: {} });
    expect(found.map(formatProblem)).toEqual([
      expect.stringMatching(/^content\/clinical-reviews\.yml:\d+: records\.\d+\.pages\.0: names "en\/services\/kneee"/),
    ]);
  }, 60_000);
});
