/**
 * A page's own words must agree with its when-to-get-help block. The contradictions the clinical review of
 * 28 November 2026 found are put back here (in en, and their like in cn and bh) and must be refused, naming the
 * file, the line, the sign and both levels; text that agrees passes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSignCatalogue } from '../../src/generator/load/warning-signs.ts';
import { urgencyTextProblems, type UrgencyPage } from '../../src/generator/checks/urgency-text.ts';
import { build, BuildError } from '../../src/generator/build.ts';
import { formatProblem } from '../../src/shared/problems.ts';
import type { LocaleCode } from '../../src/i18n/locales.ts';
import { fixtureProject, type TempProject } from '../helpers/fixture.ts';

const { catalogue } = parseSignCatalogue(
  `symptomWords:
  chest-pain: { en: [chest pain], cn: [胸口疼痛, 胸痛], bh: [sakit dada] }
  feels-very-unwell: { en: [very unwell], cn: [非常不适], bh: [sangat tidak sihat] }
signs:
  chest-pain-or-breathless:
    level: call-995
    symptom: chest-pain
    en: you have chest pain
    cn: 您胸口疼痛
    bh: anda sakit dada
  fever-very-unwell:
    level: call-995
    symptom: feels-very-unwell
    en: you have a high temperature and feel very unwell
    cn: 您发高烧并感觉非常不适
    bh: anda demam tinggi dan berasa sangat tidak sihat
  hot-joint-no-injury:
    level: today
    symptom: hot-swollen-joint
    en: a joint is suddenly hot and swollen
    cn: 关节突然发热、肿胀
    bh: sendi tiba-tiba panas dan bengkak
  pain-lasting-weeks:
    level: specialist
    symptom: lasting-pain
    en: pain has lasted more than a few weeks
    cn: 疼痛持续超过几个星期
    bh: sakit berlarutan lebih daripada beberapa minggu
`,
  'content/warning-signs.yml',
);

const FILE = 'content/en/blog/page.md';

function page(body: string, meta: Partial<NonNullable<UrgencyPage['meta']>> = {}, locale: LocaleCode = 'en'): UrgencyPage {
  return {
    route: { locale, collection: 'blog' },
    meta: {
      title: 't',
      description: 'd',
      warningSigns: ['chest-pain-or-breathless', 'hot-joint-no-injury', 'pain-lasting-weeks'],
      ...meta,
    } as UrgencyPage['meta'],
    body,
    source: FILE,
    bodyLine: 10,
    fieldLines: { keyPoints: 4, summary: 3 },
  };
}

/** Markdown paragraphs and the HTML they render to (plain paragraphs need no renderer). */
function check(paragraphs: readonly string[], meta: Partial<NonNullable<UrgencyPage['meta']>> = {}, locale: LocaleCode = 'en') {
  const html = paragraphs.map((p) => `<p>${p}</p>`).join('\n');
  return urgencyTextProblems(page(paragraphs.join('\n\n'), meta, locale), html, catalogue);
}

describe('urgency words in a page’s own text', () => {
  it('refuses chest pain sent to A&E when the catalogue says 995 (the dos-and-don’ts guide, line 115)', () => {
    const problems = check([
      'Rest your leg.',
      '"Go to A&amp;E straight away if you have sudden chest pain or difficulty breathing," the doctor adds.',
    ]);
    expect(problems.map(formatProblem)).toEqual([
      `${FILE}:12: ""Go to A&E straight away if you have sudden chest pain or difficulty breathing," the do…" sends "chest pain" to a-and-e-now, but the catalogue's sign 'chest-pain-or-breathless' is call-995 (as the when-to-get-help block says); make the text agree`,
    ]);
  });

  it('accepts the same sentence with the catalogue’s level', () => {
    expect(check(['Call 995 straight away if you have sudden chest pain or difficulty breathing.'])).toEqual([]);
  });

  it('refuses "very unwell" sent to A&E in a key point, from a sign the page does not list (the knee-pain article)', () => {
    const keyPoints = ['A knee that is suddenly hot needs a doctor today. With a fever or feeling very unwell, go to A&E now.'];
    expect(check(['Knee pain is common.'], { keyPoints }).map(formatProblem)).toEqual([
      `${FILE}:4: keyPoints: "With a fever or feeling very unwell, go to A&E now." sends "very unwell" to a-and-e-now, but the catalogue's sign 'fever-very-unwell' is call-995 (as the when-to-get-help block says); make the text agree`,
    ]);
    expect(check(['Knee pain is common.'], { keyPoints: ['With a fever, go to A&E now; if you feel very unwell, call 995.'] })).toEqual([]);
  });

  it('reads the summary too, and the Chinese and Malay words for A&E', () => {
    expect(check(['正文。'], { summary: '如果胸口疼痛，请前往急诊部。' }, 'cn').map((p) => [p.field, p.message])).toEqual([
      [
        'summary',
        expect.stringContaining("sends \"胸口疼痛\" to a-and-e-now, but the catalogue's sign 'chest-pain-or-breathless' is call-995"),
      ],
    ]);
    expect(check(['Jika anda sakit dada, pergi ke Jabatan Kecemasan (A&amp;E) sekarang.'], {}, 'bh').map((p) => p.message)).toEqual([
      expect.stringContaining("sends \"sakit dada\" to a-and-e-now, but the catalogue's sign 'chest-pain-or-breathless' is call-995"),
    ]);
  });

  it('leaves alone a number that only contains 995, and urgency words with no symptom beside them', () => {
    expect(check(['Chest pain? Call us on 6123 49950 to book.', 'Today, most people go home the same day.'])).toEqual([]);
  });
});

describe('words that place the block', () => {
  it('refuses "at the foot of this page" and "three groups" (the fracture article)', () => {
    const problems = check([
      'Not sure how quickly to act? The <a href="#when-to-get-help">When to get help</a> section at the foot of this page sorts the signs into three groups.',
    ]);
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringContaining('says the when-to-get-help block is "foot of this page", but it sits after Key points, near the top'),
    ]);
  });

  it('counts the groups the page’s block has, and accepts "near the top"', () => {
    const four = { warningSigns: ['chest-pain-or-breathless', 'hot-joint-no-injury', 'pain-lasting-weeks'] };
    expect(check(['The When to get help section sorts the signs into four groups.'], four).map((p) => p.message)).toEqual([
      expect.stringContaining('says the block has 4 groups; on this page it has 3'),
    ]);
    expect(check(['The When to get help section near the top sorts the signs into three groups.'], four)).toEqual([]);
    expect(check(['请看下面的「何时需要求医」。'], four, 'cn').map((p) => p.message)).toEqual([expect.stringContaining('"下面"')]);
    expect(check(['Lihat bahagian Bila perlu mendapatkan bantuan di bawah.'], four, 'bh').map((p) => p.message)).toEqual([
      expect.stringContaining('"di bawah"'),
    ]);
  });
});

describe('the build', () => {
  let project: TempProject;
  beforeAll(async () => {
    project = await fixtureProject();
  }, 60_000);
  afterAll(() => project.dispose());

  it('fails on a body sentence that contradicts the block, naming file, line, sign and both levels', async () => {
    await project.edit('content/en/blog/knee-pain.md', (text) =>
      text.replace('Knee pain is common.', 'Knee pain is common.\n\nWith chest pain or trouble breathing, go to A&E now.'),
    );
    const failure = await build({ root: project.root, outDir: project.out, env: { GTM_ID: '' } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BuildError);
    expect((failure as BuildError).problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^content\/en\/blog\/knee-pain\.md:\d+: "With chest pain or trouble breathing, go to A&E now\." sends "chest pain" to a-and-e-now, but the catalogue's sign 'chest-pain-or-breathless' is call-995/,
      ),
    ]);
  }, 120_000);
});
