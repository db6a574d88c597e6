/**
 * The glossary (content/glossary.yml): one word per concept in each language, the variants a Chinese or Malay page
 * must not use instead (with why), and the English that may stay as it is in Chinese and Malay text (names,
 * abbreviations, units). One description makes the build's check of the file and the editor's form
 * (generator/admin/admin-glossary.ts); the build holds every cn/bh page and the warning-sign catalogue to it.
 */
import { asProblems, checkFacts, type FactType, readYaml } from '../site/fact-schema.ts';
import type { Checked } from '../shared/problems.ts';

export const GLOSSARY_FILE = 'glossary.yml';

/** The languages a page is translated into, whose words the glossary fixes. */
export const TRANSLATED = ['cn', 'bh'] as const;
export type TranslatedLocale = (typeof TRANSLATED)[number];

export interface Avoided {
  readonly in: TranslatedLocale;
  readonly word: string;
  readonly why: string;
}

export interface Term {
  readonly concept: string;
  readonly en: string;
  readonly cn: string;
  readonly bh: string;
  readonly avoid?: readonly Avoided[];
}

/** Plain data, so it can go to a render thread. */
export interface Glossary {
  /** English that stays as written in Chinese and Malay text: names, abbreviations, units, the clinic's terms. */
  readonly keep: readonly string[];
  readonly terms: readonly Term[];
}

const TEXT: FactType = { kind: 'text', max: 80 };

export const GLOSSARY_SCHEMA: FactType = {
  kind: 'object',
  fields: {
    keep: {
      label: 'English kept in Chinese and Malay text',
      hint: 'Names of people and organisations, abbreviations (A&E, MRI), units: words a translated page may leave in English.',
      type: { kind: 'list', of: TEXT, min: 0, max: 500, singular: 'kept word' },
    },
    terms: {
      label: 'Terms',
      type: {
        kind: 'list',
        min: 1,
        max: 1000,
        singular: 'term',
        summary: '{{fields.en}} · {{fields.cn}} · {{fields.bh}}',
        of: {
          kind: 'object',
          fields: {
            concept: { label: 'Concept', hint: 'A short id: lower-case words joined by hyphens.', type: { kind: 'id' } },
            en: { label: 'English', type: TEXT },
            cn: { label: 'Chinese', type: TEXT },
            bh: { label: 'Malay', type: TEXT },
            avoid: {
              label: 'Words not to use',
              optional: true,
              type: {
                kind: 'list',
                min: 0,
                max: 20,
                singular: 'word not to use',
                summary: '{{fields.in}}: {{fields.word}}',
                of: {
                  kind: 'object',
                  fields: {
                    in: { label: 'Language', type: { kind: 'choice', options: TRANSLATED } },
                    word: { label: 'Word', type: TEXT },
                    why: { label: 'Why', type: { kind: 'text', max: 200 } },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
};

/** What the schema cannot say: a concept written once, and no word both used and avoided in one language. */
export function glossaryConflicts(glossary: Glossary): Array<{ readonly path: readonly (string | number)[]; readonly message: string }> {
  const problems: Array<{ path: readonly (string | number)[]; message: string }> = [];
  const seen = new Map<string, number>();
  glossary.terms.forEach((term, index) => {
    const first = seen.get(term.concept);
    if (first !== undefined)
      problems.push({
        path: ['terms', index, 'concept'],
        message: `"${term.concept}" is already term ${first + 1}: write each concept once`,
      });
    else seen.set(term.concept, index);
  });
  for (const code of TRANSLATED) {
    const used = new Map(glossary.terms.map((t) => [t[code].toLowerCase(), t.concept]));
    glossary.terms.forEach((term, index) => {
      (term.avoid ?? []).forEach((avoided, at) => {
        const other = avoided.in === code ? used.get(avoided.word.toLowerCase()) : undefined;
        if (other !== undefined)
          problems.push({
            path: ['terms', index, 'avoid', at, 'word'],
            message: `"${avoided.word}" is the word of the concept "${other}"; a word cannot be both used and avoided`,
          });
      });
    });
  }
  return problems;
}

/**
 * Checks the glossary's text, for the build and for the editor before a save: YAML read as the clinic facts are
 * (core schema, a key written twice refused, aliases bounded), held to the schema, every problem with its line.
 * `file` is how problems name it (content/glossary.yml).
 */
export function parseGlossary(text: string, file: string): Checked<Glossary> {
  const read = readYaml(text, file);
  if (read.problems.length) return { problems: [...read.problems] };
  const found = checkFacts(GLOSSARY_SCHEMA, read.data);
  if (found.length) return { problems: asProblems(found, file, read.lineOf) };
  const glossary = read.data as Glossary;
  const conflicts = glossaryConflicts(glossary);
  if (conflicts.length) return { problems: asProblems(conflicts, file, read.lineOf) };
  return { value: { keep: glossary.keep ?? [], terms: glossary.terms }, problems: [] };
}
