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

export interface WarningSign {
  readonly id: string;
  readonly level: Level;
  /** The end of the sentence its level's heading starts ("Call 995 now if:" … "you have chest pain"). */
  readonly text: Readonly<Record<LocaleCode, string>>;
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

/** Checks the catalogue file's data and returns the catalogue, or every problem found in it. */
export function checkSignCatalogue(data: unknown): { readonly catalogue: SignCatalogue; readonly problems: readonly CatalogueProblem[] } {
  const problems: CatalogueProblem[] = [];
  const catalogue: Record<string, WarningSign> = {};
  if (!isRecord(data) || !isRecord(data.signs)) {
    return { catalogue, problems: [{ path: [], message: 'expected a "signs:" map of sign ids, each with level, en, cn and bh' }] };
  }
  for (const key of Object.keys(data)) {
    if (key !== 'signs') problems.push({ path: [key], message: 'is not a known field (known: signs)' });
  }
  for (const [id, value] of Object.entries(data.signs)) {
    const at = (field?: string) => (field ? ['signs', id, field] : ['signs', id]);
    if (!ID.test(id)) problems.push({ path: at(), message: `"${id}" is not a sign id: lower-case letters, digits and hyphens` });
    if (!isRecord(value)) {
      problems.push({ path: at(), message: `expected level, ${LOCALE_CODES.join(', ')}` });
      continue;
    }
    const { level, ...rest } = value;
    const before = problems.length;
    if (!LEVELS.includes(level as Level)) {
      problems.push({
        path: at('level'),
        message: `${level === undefined ? 'is missing' : `"${String(level)}" is not a level`}; expected one of ${LEVELS.join(', ')}`,
      });
    }
    for (const code of LOCALE_CODES) {
      const text = rest[code];
      if (text === undefined || text === null)
        problems.push({ path: at(code), message: `is missing: every sign is written in ${LOCALE_CODES.join(', ')}` });
      else if (typeof text !== 'string' || text.trim() === '') problems.push({ path: at(code), message: 'expected a non-empty text' });
      else if (text.length > SIGN_TEXT_MAX)
        problems.push({ path: at(code), message: `at most ${SIGN_TEXT_MAX} characters (it has ${text.length})` });
    }
    for (const key of Object.keys(rest)) {
      if (!(LOCALE_CODES as readonly string[]).includes(key)) {
        problems.push({ path: at(key), message: `is not a field of a sign (known: level, ${LOCALE_CODES.join(', ')})` });
      }
    }
    if (problems.length === before) catalogue[id] = { id, level: level as Level, text: rest as Record<LocaleCode, string> };
  }
  return { catalogue, problems };
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
