/**
 * The catalogue of warning signs (content/warning-signs.yml): every sign a clinical page may list under "When to
 * get help", written once, in every language, with ONE level of care. Pages name signs by id, so the same sign
 * can never be given two levels on two pages: the level belongs to the sign, not to the page.
 */
import { LOCALE_CODES, type LocaleCode } from '../i18n/locales.ts';
import { editDistance } from '../shared/edit-distance.ts';

/**
 * Levels of care as Singapore's services work, most urgent first (SCDF's guidance decides which is which):
 * 995 for a threat to life, A&E (driven by someone, or the 1777 non-emergency ambulance), help the same day
 * (GP, polyclinic, 24-hour clinic; after an operation the clinic or surgeon first), and a specialist appointment.
 */
export const LEVELS = ['call-995', 'a-and-e-now', 'today', 'specialist'] as const;
export type Level = (typeof LEVELS)[number];

/**
 * Where in the body a sign belongs, so the editor offers a knee page's writer the knee's signs and those of any
 * page (`anywhere`: a fever, a wound after an operation); a sign may name several. It groups signs for people
 * choosing them, and says nothing to a patient: a page lists the signs it names, whatever their area.
 */
export const AREAS = [
  'anywhere',
  'back-and-neck',
  'shoulder-and-elbow',
  'hand-and-wrist',
  'hip',
  'knee',
  'foot-and-ankle',
  'bones',
] as const;
export type Area = (typeof AREAS)[number];

/** What tells a sign from its neighbours about the same symptom: how it started, where, after what, at what age. */
export const FACETS = ['onset', 'part', 'after', 'age'] as const;
export type Facet = (typeof FACETS)[number];
/** The values a facet may take; `part` takes any id (a body part or area). */
const FACET_VALUES: Readonly<Record<Exclude<Facet, 'part'>, readonly string[]>> = {
  onset: ['sudden', 'gradual'],
  after: ['injury', 'surgery', 'cast'],
  age: ['child', 'teen', 'adult'],
};

/** Words that say a facet's value or a symptom, per language ("sudden", "突然", "tiba-tiba"), lower case. */
export type LocaleWords = Readonly<Record<LocaleCode, readonly string[]>>;

export interface WarningSign {
  readonly id: string;
  readonly level: Level;
  /** The end of the sentence its level's heading starts ("Call 995 now if:" … "you have chest pain"). */
  readonly text: Readonly<Record<LocaleCode, string>>;
  /** What the patient notices, as concept ids (limb-numbness, feels-very-unwell): the same meaning on every sign. */
  readonly symptoms: readonly string[];
  /** The facets the sign is marked with, each with the words that say it (none when the catalogue lists none). */
  readonly facets: Readonly<Partial<Record<Facet, { readonly value: string; readonly words?: LocaleWords }>>>;
  /** Signs that must be on every page that lists this one (a weak limb: the stroke sign). */
  readonly needs: readonly string[];
  /** Where in the body it belongs, for the editor's picker; `anywhere` when the catalogue names no area. */
  readonly areas: readonly Area[];
  /** The words that name its symptoms in running text ("chest pain", "胸口疼痛"), from the catalogue's symptomWords. */
  readonly symptomWords: LocaleWords;
}

/** Signs by id, in the catalogue's order. Plain data, so it can go to a render thread and the editor. */
export type SignCatalogue = Readonly<Record<string, WarningSign>>;

export interface CatalogueProblem {
  /** Where in the file: `signs.<id>` or `signs.<id>.<field>`. */
  readonly path: readonly string[];
  readonly message: string;
}

/** Id of a sign: lower-case words joined by hyphens, so it reads well in front matter and never needs quotes. */
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Long enough for one plain sentence; a longer one is two signs. */
export const SIGN_TEXT_MAX = 200;

const TOP_FIELDS = ['facetWords', 'symptomWords', 'signs'];
const SIGN_FIELDS = ['level', 'area', 'symptom', ...FACETS, 'needs', ...LOCALE_CODES];

/** Checks the catalogue file's data and returns the catalogue, or every problem found in it. */
export function checkSignCatalogue(data: unknown): { readonly catalogue: SignCatalogue; readonly problems: readonly CatalogueProblem[] } {
  const problems: CatalogueProblem[] = [];
  const catalogue: Record<string, WarningSign> = {};
  if (!isRecord(data) || !isRecord(data.signs)) {
    return { catalogue, problems: [{ path: [], message: 'expected a "signs:" map of sign ids, each with level, symptom, en, cn and bh' }] };
  }
  for (const key of Object.keys(data)) {
    if (!TOP_FIELDS.includes(key)) problems.push({ path: [key], message: `is not a known field (known: ${TOP_FIELDS.join(', ')})` });
  }
  const words = checkFacetWords(data.facetWords, problems);
  const said = checkSymptomWords(data.symptomWords, problems);
  for (const [id, value] of Object.entries(data.signs)) {
    const at = (field?: string) => (field ? ['signs', id, field] : ['signs', id]);
    if (!ID.test(id)) problems.push({ path: at(), message: `"${id}" is not a sign id: lower-case letters, digits and hyphens` });
    if (!isRecord(value)) {
      problems.push({ path: at(), message: `expected level, symptom, ${LOCALE_CODES.join(', ')}` });
      continue;
    }
    const before = problems.length;
    const { level } = value;
    if (!LEVELS.includes(level as Level)) {
      problems.push({
        path: at('level'),
        message: `${level === undefined ? 'is missing' : `"${String(level)}" is not a level`}; expected one of ${LEVELS.join(', ')}`,
      });
    }
    const text: Partial<Record<LocaleCode, string>> = {};
    for (const code of LOCALE_CODES) {
      const words = value[code];
      if (words === undefined || words === null)
        problems.push({ path: at(code), message: `is missing: every sign is written in ${LOCALE_CODES.join(', ')}` });
      else if (typeof words !== 'string' || words.trim() === '') problems.push({ path: at(code), message: 'expected a non-empty text' });
      else if (words.length > SIGN_TEXT_MAX)
        problems.push({ path: at(code), message: `at most ${SIGN_TEXT_MAX} characters (it has ${words.length})` });
      else text[code] = words;
    }
    const symptoms = idList(value.symptom, at('symptom'), problems, 'what the patient notices, as one id or a list of ids (limb-numbness)');
    if (value.symptom === undefined)
      problems.push({ path: at('symptom'), message: 'is missing: what the patient notices, as an id (limb-numbness)' });
    const needs = idList(value.needs, at('needs'), problems, 'a list of sign ids');
    const areas = idList(value.area, at('area'), problems, `one area or a list of areas (${AREAS.join(', ')})`);
    const unknownAreas = areas.filter((area) => !(AREAS as readonly string[]).includes(area));
    if (unknownAreas.length)
      problems.push({ path: at('area'), message: `"${unknownAreas.join('", "')}" is not an area; expected ${AREAS.join(', ')}` });
    const facets: Partial<Record<Facet, { value: string; words?: LocaleWords }>> = {};
    for (const facet of FACETS) {
      const given = value[facet];
      if (given === undefined) continue;
      const allowed = facet === 'part' ? undefined : FACET_VALUES[facet];
      if (typeof given !== 'string' || !(allowed ? allowed.includes(given) : ID.test(given))) {
        problems.push({
          path: at(facet),
          message: `"${String(given)}" is not a value of ${facet}; expected ${allowed ? allowed.join(' | ') : 'an id'}`,
        });
        continue;
      }
      const said = words[facet]?.[given];
      facets[facet] = said ? { value: given, words: said } : { value: given };
    }
    for (const key of Object.keys(value)) {
      if (!SIGN_FIELDS.includes(key))
        problems.push({ path: at(key), message: `is not a field of a sign (known: ${SIGN_FIELDS.join(', ')})` });
    }
    if (problems.length === before) {
      const sign = {
        id,
        level: level as Level,
        text: text as Record<LocaleCode, string>,
        symptoms,
        facets,
        needs,
        areas: (areas.length ? areas : ['anywhere']) as Area[],
      };
      problems.push(...unlistedSymptoms(sign, said));
      catalogue[id] = { ...sign, symptomWords: wordsOf(symptoms, said) };
    }
  }
  for (const sign of Object.values(catalogue)) {
    for (const need of sign.needs) {
      // A sign of the file with a problem of its own is not unknown: its own problem is the one to tell.
      if (!(need in (data.signs as Record<string, unknown>)))
        problems.push({ path: ['signs', sign.id, 'needs'], message: `names unknown sign "${need}"` });
      if (need === sign.id) problems.push({ path: ['signs', sign.id, 'needs'], message: 'names the sign itself' });
    }
  }
  return { catalogue, problems };
}

/** `facetWords: {onset: {sudden: {en: [sudden, suddenly], cn: [突然], bh: [tiba-tiba]}}}`: every language, one word at least. */
function checkFacetWords(data: unknown, problems: CatalogueProblem[]): Partial<Record<Facet, Record<string, LocaleWords>>> {
  const result: Partial<Record<Facet, Record<string, LocaleWords>>> = {};
  if (data === undefined) return result;
  if (!isRecord(data)) {
    problems.push({ path: ['facetWords'], message: `expected a map of facets (${FACETS.join(', ')}) to their values' words` });
    return result;
  }
  for (const [facet, values] of Object.entries(data)) {
    if (!(FACETS as readonly string[]).includes(facet) || !isRecord(values)) {
      problems.push({ path: ['facetWords', facet], message: `expected one of ${FACETS.join(', ')}, holding a map of values` });
      continue;
    }
    const byValue: Record<string, LocaleWords> = {};
    for (const [name, perLocale] of Object.entries(values)) {
      const at = ['facetWords', facet, name];
      const allowed = facet === 'part' ? undefined : FACET_VALUES[facet as Exclude<Facet, 'part'>];
      if (allowed && !allowed.includes(name)) {
        problems.push({ path: at, message: `is not a value of ${facet}; expected ${allowed.join(' | ')}` });
        continue;
      }
      const lists = localeWords(perLocale, at, problems);
      if (lists) byValue[name] = lists;
    }
    result[facet as Facet] = byValue;
  }
  return result;
}

/** Each language's list of words, lower case; undefined (with a problem per language) when one is missing. */
function localeWords(data: unknown, at: readonly string[], problems: CatalogueProblem[]): LocaleWords | undefined {
  const lists: Partial<Record<LocaleCode, string[]>> = {};
  for (const code of LOCALE_CODES) {
    const list = isRecord(data) ? data[code] : undefined;
    if (Array.isArray(list) && list.length > 0 && list.every((w) => typeof w === 'string' && w.trim() !== '')) {
      lists[code] = list.map((w: string) => w.toLowerCase());
    } else problems.push({ path: [...at, code], message: 'expected a list of the words that say it in this language' });
  }
  return LOCALE_CODES.every((code) => lists[code]) ? (lists as LocaleWords) : undefined;
}

/** `symptomWords: {chest-pain: {en: [chest pain], cn: [胸口疼痛], bh: [sakit dada]}}`: how running text names a symptom. */
function checkSymptomWords(data: unknown, problems: CatalogueProblem[]): Record<string, LocaleWords> {
  const result: Record<string, LocaleWords> = {};
  if (data === undefined) return result;
  if (!isRecord(data)) {
    problems.push({ path: ['symptomWords'], message: 'expected a map of symptom ids to their words in each language' });
    return result;
  }
  for (const [id, perLocale] of Object.entries(data)) {
    if (!ID.test(id))
      problems.push({ path: ['symptomWords', id], message: `"${id}" is not a symptom id: lower-case letters, digits and hyphens` });
    const lists = localeWords(perLocale, ['symptomWords', id], problems);
    if (lists) result[id] = lists;
  }
  return result;
}

/** A sign whose words name a symptom it does not list hides a meaning from the checks ("feel very unwell"). */
function unlistedSymptoms(sign: Omit<WarningSign, 'symptomWords'>, said: Readonly<Record<string, LocaleWords>>): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  for (const [symptom, words] of Object.entries(said)) {
    if (sign.symptoms.includes(symptom)) continue;
    const found = LOCALE_CODES.flatMap((code) => words[code].filter((w) => sign.text[code].toLowerCase().includes(w)).map((w) => `"${w}"`));
    if (found.length) {
      problems.push({
        path: ['signs', sign.id, 'symptom'],
        message: `the words say ${found.join(', ')} (${symptom}), so symptom must list ${symptom}, or the words must change`,
      });
    }
  }
  return problems;
}

function wordsOf(symptoms: readonly string[], said: Readonly<Record<string, LocaleWords>>): LocaleWords {
  const pick = (code: LocaleCode) => symptoms.flatMap((s) => said[s]?.[code] ?? []);
  return { en: pick('en'), cn: pick('cn'), bh: pick('bh') };
}

/** One id or a list of ids; an empty list when absent. */
function idList(value: unknown, path: readonly string[], problems: CatalogueProblem[], expected: string): string[] {
  if (value === undefined) return [];
  const list = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(list) || !list.every((v) => typeof v === 'string' && ID.test(v))) {
    problems.push({ path, message: `expected ${expected}` });
    return [];
  }
  return list as string[];
}

/** A problem for each id a page names that the catalogue does not hold, with the ids it probably meant. */
export function unknownSignProblems(ids: readonly string[], catalogue: SignCatalogue): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) problems.push(`names "${id}" twice`);
    seen.add(id);
    if (id in catalogue) continue;
    const near = nearestIds(id, Object.keys(catalogue));
    const hint = near.length ? ` (did you mean ${near.map((n) => `"${n}"`).join(' or ')}?)` : '';
    problems.push(`names unknown warning sign "${id}"${hint}; the signs are listed in content/warning-signs.yml`);
  }
  return problems;
}

/** A page's signs grouped by level, most urgent first, each group in the page's order; empty levels left out. */
export function signsByLevel(ids: readonly string[], catalogue: SignCatalogue): Array<{ level: Level; signs: WarningSign[] }> {
  const signs = ids.map((id) => catalogue[id]).filter((s): s is WarningSign => s !== undefined);
  return LEVELS.map((level) => ({ level, signs: signs.filter((s) => s.level === level) })).filter((g) => g.signs.length > 0);
}

/** Up to three ids close to `id`: sharing its first word, or a few edits away. */
function nearestIds(id: string, ids: readonly string[]): string[] {
  const limit = Math.max(2, Math.floor(id.length / 4));
  const scored = ids.map((candidate) => ({ candidate, distance: editDistance(id, candidate) }));
  const first = id.split('-')[0];
  return scored
    .filter(({ candidate, distance }) => distance <= limit || candidate.split('-')[0] === first)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, 3)
    .map((s) => s.candidate);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
