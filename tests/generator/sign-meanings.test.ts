/**
 * A page's warning signs read for their meanings: one symptom at two levels is refused unless a facet separates
 * the signs and their words say so in every language, and a sign brings the signs it needs. The pairs the clinical
 * review of 28 November 2026 found on the site are put back here in their old words, and must be refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSignCatalogue } from '../../src/generator/load/warning-signs.ts';
import { signMeaningProblems } from '../../src/generator/checks/sign-meanings.ts';
import { loadInputs } from '../../src/generator/pipeline/load-inputs.ts';
import { formatProblem } from '../../src/shared/problems.ts';
import { fixtureProject, type TempProject } from '../helpers/fixture.ts';

const FACET_WORDS = `facetWords:
  onset:
    sudden: { en: [sudden], cn: [突然], bh: [tiba-tiba] }
    gradual: { en: [slowly, over hours or days], cn: [慢慢, 几小时或几天内], bh: [perlahan-lahan, beberapa jam atau beberapa hari] }
  part:
    one-side: { en: [one side], cn: [一侧], bh: [sebelah badan] }
  after:
    injury: { en: [injury], cn: [受伤], bh: [cedera] }
`;

/** Signs as the site had them before the review (old words, their meanings written down honestly). */
const OLD = `
  new-numbness-or-weakness:
    level: today
    symptom: [limb-numbness, limb-weakness]
    en: you have new numbness or weakness in an arm or a leg, or a foot that drags, or it is getting worse
    cn: 手臂或腿新出现麻木或无力、走路时脚拖地，或这些情况越来越严重
    bh: anda mengalami kebas atau lemah yang baharu pada lengan atau kaki, kaki terseret semasa berjalan, atau keadaan ini semakin teruk
  legs-weak-getting-worse:
    level: a-and-e-now
    symptom: limb-weakness
    en: weakness in one or both legs is getting worse, or new back pain comes with weak legs
    cn: 一条或两条腿越来越无力，或新出现的背痛伴随腿部无力
    bh: kelemahan pada sebelah atau kedua-dua belah kaki semakin teruk, atau sakit belakang yang baharu datang bersama kaki yang lemah
  numbness-after-injury:
    level: today
    symptom: limb-numbness
    after: injury
    en: numbness or tingling after an injury does not go away
    cn: 受伤后的麻木或刺痛一直不消失
    bh: kebas atau rasa mencucuk selepas kecederaan tidak hilang
  limb-cold-pale-numb:
    level: a-and-e-now
    symptom: [cold-pale-limb, limb-numbness]
    after: injury
    en: the hand or foot below an injury is cold, pale, blue or numb
    cn: 受伤部位以下的手或脚变得冰冷、苍白、发紫或麻木
    bh: tangan atau kaki di bawah tempat cedera menjadi sejuk, pucat, kebiruan atau kebas
`;

/** The same meanings as the site now words them. */
const NOW = `
  stroke-signs:
    level: call-995
    symptom: [limb-numbness, limb-weakness]
    onset: sudden
    part: one-side
    en: you suddenly have numbness or weakness in your face, arm or leg, especially on one side
    cn: 您的脸、手臂或腿突然麻木或无力，尤其是只在身体一侧
    bh: muka, lengan atau kaki anda tiba-tiba kebas atau lemah, terutama pada sebelah badan
  slow-legs-weak:
    level: a-and-e-now
    symptom: limb-weakness
    onset: gradual
    needs: [stroke-signs]
    en: weakness in one or both legs is getting worse over hours or days
    cn: 一条或两条腿在几小时或几天内越来越无力
    bh: kelemahan pada kaki semakin teruk dalam beberapa jam atau beberapa hari
  numb-after-knock:
    level: today
    symptom: limb-numbness
    after: injury
    needs: [stroke-signs]
    en: after an injury, numbness or tingling lasts more than a day, while the hand or foot stays warm and a normal colour
    cn: 受伤后，麻木或刺痛持续超过一天，但手或脚仍然温暖、颜色正常
    bh: selepas kecederaan, kebas atau rasa mencucuk berterusan lebih daripada sehari
  cold-pale-limb:
    level: a-and-e-now
    symptom: cold-pale-limb
    after: injury
    en: the hand or foot below an injury turns cold, pale or blue
    cn: 受伤部位以下的手或脚变得冰冷、苍白或发紫
    bh: tangan atau kaki di bawah tempat cedera menjadi sejuk, pucat atau kebiruan
`;

function catalogue(signs: string) {
  const { catalogue: parsed, problems } = parseSignCatalogue(`${FACET_WORDS}signs:${signs}`, 'content/warning-signs.yml');
  expect(problems).toEqual([]);
  return parsed;
}

describe('one symptom at two levels on one page', () => {
  it('refuses the spine pages’ pair: worsening leg weakness at today and at A&E now', () => {
    expect(signMeaningProblems(['legs-weak-getting-worse', 'new-numbness-or-weakness'], catalogue(OLD))).toEqual([
      "'legs-weak-getting-worse' (a-and-e-now) and 'new-numbness-or-weakness' (today) are both about limb-weakness; say what separates them (onset, part, after, age) in the catalogue and in their words",
    ]);
  });

  it('refuses the carpal-tunnel and sports pages’ pair: numbness after an injury at today and at A&E now', () => {
    expect(signMeaningProblems(['limb-cold-pale-numb', 'numbness-after-injury'], catalogue(OLD))).toEqual([
      expect.stringMatching(
        /^'limb-cold-pale-numb' \(a-and-e-now\) and 'numbness-after-injury' \(today\) are both about limb-numbness; say what separates them/,
      ),
    ]);
  });

  it('refuses "feel very unwell" at A&E in the hot-joint sign beside the fever sign at 995', () => {
    const signs = catalogue(`
  hot-swollen-joint-fever:
    level: a-and-e-now
    symptom: [hot-joint-with-fever, feels-very-unwell]
    en: a joint or your foot is hot, swollen or too painful to move, and you have a fever or feel very unwell
    cn: 关节或脚发热、肿胀或痛得不能动，同时发烧或感觉非常不适
    bh: sendi atau kaki anda panas, bengkak atau terlalu sakit untuk digerakkan, dan anda demam atau berasa sangat tidak sihat
  fever-very-unwell:
    level: call-995
    symptom: feels-very-unwell
    en: you have a high temperature and feel very unwell, confused or faint
    cn: 您发高烧，感觉非常不适、神志不清或快要晕倒
    bh: anda demam tinggi dan berasa sangat tidak sihat, keliru atau hendak pengsan
`);
    expect(signMeaningProblems(['fever-very-unwell', 'hot-swollen-joint-fever'], signs)).toEqual([
      expect.stringMatching(
        /^'fever-very-unwell' \(call-995\) and 'hot-swollen-joint-fever' \(a-and-e-now\) are both about feels-very-unwell;/,
      ),
    ]);
  });

  it('accepts signs a facet separates when their words say it in every language', () => {
    expect(signMeaningProblems(['stroke-signs', 'slow-legs-weak', 'numb-after-knock', 'cold-pale-limb'], catalogue(NOW))).toEqual([]);
  });

  it('refuses a facet the words do not say, naming the sign and the language', () => {
    const unsaid = catalogue(NOW.replace('在几小时或几天内越来越无力', '越来越无力'));
    expect(signMeaningProblems(['stroke-signs', 'slow-legs-weak'], unsaid)).toEqual([
      "'stroke-signs' (call-995) and 'slow-legs-weak' (a-and-e-now) are both about limb-weakness; they differ in onset, but 'slow-legs-weak' does not say onset gradual in cn (e.g. cn \"慢慢\")",
    ]);
  });

  it('does not let an unmarked onset pass for a separation (every symptom has one)', () => {
    const unmarked = catalogue(NOW.replace('    onset: gradual\n', ''));
    expect(signMeaningProblems(['stroke-signs', 'slow-legs-weak'], unmarked)).toEqual([
      expect.stringContaining(
        "'stroke-signs' (call-995) and 'slow-legs-weak' (a-and-e-now) are both about limb-weakness; say what separates them",
      ),
    ]);
  });
});

describe('signs a sign needs beside it', () => {
  it('refuses a numb or weak limb without the stroke sign', () => {
    expect(signMeaningProblems(['slow-legs-weak', 'cold-pale-limb'], catalogue(NOW))).toEqual([
      "lists 'slow-legs-weak' without 'stroke-signs', which must be beside it (add 'stroke-signs' to warningSigns)",
    ]);
  });
});

describe('the build', () => {
  let project: TempProject;
  beforeAll(async () => {
    project = await fixtureProject();
    await project.edit('content/warning-signs.yml', (text) =>
      text.replace('signs:\n', `${FACET_WORDS}signs:\n`).replace('  pain-lasting-weeks:', `${OLD.replace(/^\n/, '')}  pain-lasting-weeks:`),
    );
    // The signs put back need a clinician's record like any other.
    await project.edit('content/clinical-reviews.yml', (text) =>
      text.replace('signs: [', 'signs: [new-numbness-or-weakness, legs-weak-getting-worse, numbness-after-injury, limb-cold-pale-numb, '),
    );
  }, 60_000);
  afterAll(() => project.dispose());

  it('names the page file and line, both signs and both levels', async () => {
    await project.edit('content/en/blog/knee-pain.md', (text) =>
      text.replace('  - pain-lasting-weeks\n', '  - pain-lasting-weeks\n  - limb-cold-pale-numb\n  - numbness-after-injury\n'),
    );
    const { problems } = await loadInputs({ root: project.root, env: {} });
    expect(problems.map(formatProblem)).toEqual([
      "content/en/blog/knee-pain.md:16: warningSigns: 'limb-cold-pale-numb' (a-and-e-now) and 'numbness-after-injury' (today) are both about limb-numbness; say what separates them (onset, part, after, age) in the catalogue and in their words",
    ]);
  }, 60_000);
});
