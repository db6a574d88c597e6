/**
 * The signs one page lists, read for their meanings: two signs about one symptom at two levels leave a reader
 * unsure which to follow, unless a facet (onset, part, after, age) separates them and both signs' words say so
 * in every language; and a sign that implies another (a weak limb: the stroke sign) brings it onto the page.
 */
import { LOCALE_CODES } from '../../i18n/locales.ts';
import { FACETS, type Facet, type SignCatalogue, type WarningSign } from '../../model/warning-signs.ts';

/** Messages about a page's list of sign ids (unknown ids are reported elsewhere and skipped here). */
export function signMeaningProblems(ids: readonly string[], catalogue: SignCatalogue): string[] {
  const signs = ids.map((id) => catalogue[id]).filter((s): s is WarningSign => s !== undefined);
  const problems: string[] = [];
  for (let i = 0; i < signs.length; i++) {
    for (let j = i + 1; j < signs.length; j++) {
      const [a, b] = [signs[i] as WarningSign, signs[j] as WarningSign];
      if (a.level === b.level) continue;
      const shared = a.symptoms.filter((s) => b.symptoms.includes(s));
      if (shared.length === 0) continue;
      const facet = FACETS.find((f) => separates(f, a, b));
      if (facet) {
        const unsaid = [a, b].flatMap((s) => unsaidFacet(facet, s));
        if (unsaid.length === 0) continue;
        problems.push(`${pair(a, b)} are both about ${shared.join(', ')}; they differ in ${facet}, but ${unsaid.join('; ')}`);
      } else {
        problems.push(
          `${pair(a, b)} are both about ${shared.join(', ')}; say what separates them (${FACETS.join(', ')}) in the catalogue and in their words`,
        );
      }
    }
  }
  const listed = new Set(ids);
  for (const sign of signs) {
    for (const need of sign.needs) {
      if (!listed.has(need)) problems.push(`lists '${sign.id}' without '${need}', which must be beside it (add '${need}' to warningSigns)`);
    }
  }
  return problems;
}

function pair(a: WarningSign, b: WarningSign): string {
  return `'${a.id}' (${a.level}) and '${b.id}' (${b.level})`;
}

/**
 * Two signs marked with different values of a facet. A context (`after` an injury, a child's `age`) also tells a
 * marked sign from an unmarked one; every symptom has an `onset` and a `part`, so those separate only two values.
 */
function separates(facet: Facet, a: WarningSign, b: WarningSign): boolean {
  const [x, y] = [a.facets[facet], b.facets[facet]];
  if (x === undefined && y === undefined) return false;
  if (x === undefined || y === undefined) return CONTEXT_FACETS.has(facet);
  return x.value !== y.value;
}

const CONTEXT_FACETS: ReadonlySet<Facet> = new Set(['after', 'age']);

/** The languages in which a sign's words do not say its facet's value, as a message part; none when all do. */
function unsaidFacet(facet: Facet, sign: WarningSign): string[] {
  const mark = sign.facets[facet];
  if (!mark) return [];
  if (!mark.words) return [`the catalogue's facetWords list no words for ${facet} ${mark.value}`];
  const words = mark.words;
  const missing = LOCALE_CODES.filter((code) => !words[code].some((w) => sign.text[code].toLowerCase().includes(w)));
  if (missing.length === 0) return [];
  const examples = missing.map((code) => `${code} "${words[code][0]}"`).join(', ');
  return [`'${sign.id}' does not say ${facet} ${mark.value} in ${missing.join(', ')} (e.g. ${examples})`];
}
