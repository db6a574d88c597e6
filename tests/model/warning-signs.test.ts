/**
 * The catalogue of warning signs is checked before any page uses it: each sign has an id, one known level and
 * its words in every language; a page may name only signs the catalogue holds, and is told which it meant.
 */
import { describe, expect, it } from 'vitest';
import { checkSignCatalogue, LEVELS, signsByLevel, unknownSignProblems } from '../../src/model/warning-signs.ts';
import { keyPointParts, keyPointProblems } from '../../src/model/key-points.ts';

const sign = (level: string, words = 'you have chest pain') => ({
  level,
  symptom: 'chest-pain',
  en: words,
  cn: '您胸口疼痛',
  bh: 'anda sakit dada',
});

const good = {
  signs: {
    'pain-lasting-weeks': sign('specialist', 'pain has lasted more than a few weeks'),
    'chest-pain': sign('call-995'),
    'calf-pain-after-surgery': sign('today', 'your calf is painful after an operation'),
    'limb-out-of-shape': sign('a-and-e-now', 'a leg looks out of shape'),
  },
};

describe('the catalogue of warning signs', () => {
  it('accepts signs with an id, a level and words in en, cn and bh', () => {
    const { catalogue, problems } = checkSignCatalogue(good);
    expect(problems).toEqual([]);
    expect(catalogue['chest-pain']).toEqual({
      id: 'chest-pain',
      level: 'call-995',
      text: { en: 'you have chest pain', cn: '您胸口疼痛', bh: 'anda sakit dada' },
      symptoms: ['chest-pain'],
      facets: {},
      needs: [],
      // A sign that names no body area is offered to every page.
      areas: ['anywhere'],
      symptomWords: { en: [], cn: [], bh: [] },
    });
  });

  it('reads a sign’s body areas, and names an area that is not one of the catalogue’s', () => {
    const knee = { ...sign('today'), area: ['knee', 'hip'] };
    expect(checkSignCatalogue({ signs: { 'chest-pain': knee } }).catalogue['chest-pain']?.areas).toEqual(['knee', 'hip']);
    const { catalogue, problems } = checkSignCatalogue({ signs: { 'chest-pain': { ...sign('today'), area: ['kneecap'] } } });
    expect(problems).toEqual([
      {
        path: ['signs', 'chest-pain', 'area'],
        message:
          '"kneecap" is not an area; expected anywhere, back-and-neck, shoulder-and-elbow, hand-and-wrist, hip, knee, foot-and-ankle, bones',
      },
    ]);
    expect(catalogue).toEqual({});
  });

  it('names a sign with a level that is not one of the four', () => {
    const { catalogue, problems } = checkSignCatalogue({ signs: { 'chest-pain': sign('emergency') } });
    expect(problems).toEqual([
      {
        path: ['signs', 'chest-pain', 'level'],
        message: '"emergency" is not a level; expected one of call-995, a-and-e-now, today, specialist',
      },
    ]);
    expect(catalogue).toEqual({});
  });

  it('names a sign without a level', () => {
    const { level: _, ...words } = sign('today');
    expect(checkSignCatalogue({ signs: { x: words } }).problems).toEqual([
      { path: ['signs', 'x', 'level'], message: 'is missing; expected one of call-995, a-and-e-now, today, specialist' },
    ]);
  });

  it('names each missing or empty translation', () => {
    const { cn: _, ...noChinese } = sign('today');
    expect(checkSignCatalogue({ signs: { 'no-cn': noChinese, 'blank-bh': { ...sign('today'), bh: '  ' } } }).problems).toEqual([
      { path: ['signs', 'no-cn', 'cn'], message: 'is missing: every sign is written in en, cn, bh' },
      { path: ['signs', 'blank-bh', 'bh'], message: 'expected a non-empty text' },
    ]);
  });

  it('names an unknown field, a bad id, a text too long and a file that is not a map of signs', () => {
    expect(checkSignCatalogue({ signs: { 'Chest Pain': { ...sign('today'), fr: 'douleur', en: 'x'.repeat(201) } } }).problems).toEqual([
      { path: ['signs', 'Chest Pain'], message: '"Chest Pain" is not a sign id: lower-case letters, digits and hyphens' },
      { path: ['signs', 'Chest Pain', 'en'], message: 'at most 200 characters (it has 201)' },
      {
        path: ['signs', 'Chest Pain', 'fr'],
        message: 'is not a field of a sign (known: level, area, symptom, onset, part, after, age, needs, en, cn, bh)',
      },
    ]);
    expect(checkSignCatalogue([]).problems).toEqual([{ path: [], message: expect.stringContaining('expected a "signs:" map') }]);
    expect(checkSignCatalogue({ signs: {}, levels: {} }).problems).toEqual([
      { path: ['levels'], message: 'is not a known field (known: facetWords, symptomWords, signs)' },
    ]);
  });
});

describe('what a sign means', () => {
  const facetWords = { onset: { sudden: { en: ['suddenly'], cn: ['突然'], bh: ['tiba-tiba'] } } };

  it('gives each sign its symptoms, its facets with the words that say them, and the signs it needs', () => {
    const data = {
      facetWords,
      signs: {
        stroke: { ...sign('call-995'), symptom: ['limb-numbness', 'limb-weakness'], onset: 'sudden', part: 'one-side' },
        numb: { ...sign('today'), symptom: 'limb-numbness', after: 'injury', needs: ['stroke'] },
      },
    };
    const { catalogue, problems } = checkSignCatalogue(data);
    expect(problems).toEqual([]);
    expect(catalogue.stroke?.symptoms).toEqual(['limb-numbness', 'limb-weakness']);
    expect(catalogue.stroke?.facets).toEqual({
      onset: { value: 'sudden', words: { en: ['suddenly'], cn: ['突然'], bh: ['tiba-tiba'] } },
      part: { value: 'one-side' },
    });
    expect(catalogue.numb?.needs).toEqual(['stroke']);
  });

  it('names a sign without a symptom, a facet value it does not know, and a needed sign that does not exist', () => {
    const { symptom: _, ...noSymptom } = sign('today');
    const { problems } = checkSignCatalogue({
      signs: { a: noSymptom, b: { ...sign('today'), onset: 'slow', age: 'baby', needs: ['nowhere'] } },
    });
    expect(problems).toEqual([
      { path: ['signs', 'a', 'symptom'], message: 'is missing: what the patient notices, as an id (limb-numbness)' },
      { path: ['signs', 'b', 'onset'], message: '"slow" is not a value of onset; expected sudden | gradual' },
      { path: ['signs', 'b', 'age'], message: '"baby" is not a value of age; expected child | teen | adult' },
    ]);
    expect(checkSignCatalogue({ signs: { c: { ...sign('today'), needs: ['nowhere'] } } }).problems).toEqual([
      { path: ['signs', 'c', 'needs'], message: 'names unknown sign "nowhere"' },
    ]);
  });

  it('refuses a sign whose words name a symptom it does not list ("feel very unwell" in the hot-joint sign)', () => {
    const symptomWords = { 'feels-very-unwell': { en: ['very unwell'], cn: ['非常不适'], bh: ['sangat tidak sihat'] } };
    const hotJoint = {
      level: 'a-and-e-now',
      symptom: 'hot-joint-with-fever',
      en: 'a joint is hot and swollen, and you have a fever or feel very unwell',
      cn: '关节发热、肿胀，同时发烧或感觉非常不适',
      bh: 'sendi panas dan bengkak, dan anda demam atau berasa sangat tidak sihat',
    };
    expect(checkSignCatalogue({ symptomWords, signs: { 'hot-swollen-joint-fever': hotJoint } }).problems).toEqual([
      {
        path: ['signs', 'hot-swollen-joint-fever', 'symptom'],
        message:
          'the words say "very unwell", "非常不适", "sangat tidak sihat" (feels-very-unwell), so symptom must list feels-very-unwell, or the words must change',
      },
    ]);
    const { catalogue } = checkSignCatalogue({
      symptomWords,
      signs: { s: { ...hotJoint, symptom: ['hot-joint-with-fever', 'feels-very-unwell'] } },
    });
    expect(catalogue.s?.symptomWords.en).toEqual(['very unwell']);
  });

  it('wants the words of a facet value in every language', () => {
    const { problems } = checkSignCatalogue({ facetWords: { onset: { sudden: { en: ['suddenly'], cn: [] } } }, signs: {} });
    expect(problems).toEqual([
      { path: ['facetWords', 'onset', 'sudden', 'cn'], message: 'expected a list of the words that say it in this language' },
      { path: ['facetWords', 'onset', 'sudden', 'bh'], message: 'expected a list of the words that say it in this language' },
    ]);
  });
});

describe('a page’s warning signs', () => {
  const { catalogue } = checkSignCatalogue(good);

  it('must be in the catalogue; an unknown id is named with the ids it probably meant', () => {
    expect(unknownSignProblems(['chest-pain', 'calf-pain-after-surgry', 'knee-on-fire'], catalogue)).toEqual([
      'names unknown warning sign "calf-pain-after-surgry" (did you mean "calf-pain-after-surgery"?); the signs are listed in content/warning-signs.yml',
      'names unknown warning sign "knee-on-fire"; the signs are listed in content/warning-signs.yml',
    ]);
    expect(unknownSignProblems(['chest-pain', 'chest-pain'], catalogue)).toEqual(['names "chest-pain" twice']);
  });

  it('are grouped by level, most urgent first, in the page’s order within a level', () => {
    const groups = signsByLevel(['pain-lasting-weeks', 'calf-pain-after-surgery', 'chest-pain', 'limb-out-of-shape'], catalogue);
    expect(groups.map((g) => [g.level, g.signs.map((s) => s.id)])).toEqual([
      ['call-995', ['chest-pain']],
      ['a-and-e-now', ['limb-out-of-shape']],
      ['today', ['calf-pain-after-surgery']],
      ['specialist', ['pain-lasting-weeks']],
    ]);
    expect(LEVELS[0]).toBe('call-995');
  });
});

describe('a key point about urgent care', () => {
  it('may link to the when-to-get-help block, and only there', () => {
    expect(keyPointParts('Chest pain: call 995. See [when to get help](#when-to-get-help).')).toEqual([
      { text: 'Chest pain: call 995. See ' },
      { link: 'when to get help' },
      { text: '.' },
    ]);
    expect(keyPointProblems(['See [when to get help](#when-to-get-help).'], true)).toEqual([]);
    expect(keyPointProblems(['See [our form](#enquiry-form).'], true)).toEqual([
      expect.stringContaining("a key point may link only to the page's when-to-get-help block"),
    ]);
    expect(keyPointProblems(['See [when to get help](#when-to-get-help).'], false)).toEqual([
      '"[when to get help](#when-to-get-help)" links to the when-to-get-help block, but the page names no warningSigns',
    ]);
  });
});
