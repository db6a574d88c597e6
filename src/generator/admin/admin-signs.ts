/**
 * The editor's "Warning signs": the catalogue (content/warning-signs.yml) as a collection of its own, so a sign's
 * words or level are changed in the form, not by the web team. The file holds the signs as a map by id, which
 * Decap cannot edit; the editor reads it as a list of signs, each with its id, and writes the values back into
 * the file as it was, comments and all (src/admin/sign-catalogue.ts). Its fields are the catalogue's: a level
 * from the catalogue's levels, the text in every language of the site, the same limits. A field of a sign that
 * this form does not show is kept as the file has it. Every change here changes every page that names the sign:
 * the form says that a clinician reviews it, and the change is marked for that review where the reviewer sees it,
 * in its commit and, with the editorial workflow, its pull request's title ("Update Warning signs, for clinical
 * review …": Decap names a change by the collection's singular label).
 */
import { LOCALE_CODES } from '../../i18n/locales.ts';
import { type Area, AREAS, LEVELS, type Level, SIGN_TEXT_MAX } from '../../model/warning-signs.ts';
import { SIGNS_COLLECTION, SIGNS_FORMAT } from '../../site/admin.ts';
import { LANGUAGE_NAMES } from '../../site/fact-schema.ts';
import type { DecapCollection } from './admin-config.ts';

/** The catalogue's file, as the editor's proxy names it (relative to the project). */
export const SIGNS_PATH = 'content/warning-signs.yml';

/** How the editor names each level, so a sign's level is seen before it is picked. */
export const LEVEL_LABELS: Readonly<Record<Level, string>> = {
  'call-995': 'Call 995',
  'a-and-e-now': 'A&E now',
  today: 'Today',
  specialist: 'Specialist',
};

/** How the editor names each body area: the picker's groups and the catalogue form's choices. */
export const AREA_LABELS: Readonly<Record<Area, string>> = {
  anywhere: 'Any page (not one body area)',
  'back-and-neck': 'Back and neck',
  'shoulder-and-elbow': 'Shoulder, arm and elbow',
  'hand-and-wrist': 'Hand and wrist',
  hip: 'Hip and thigh',
  knee: 'Knee',
  'foot-and-ankle': 'Foot and ankle',
  bones: 'Bones (breaks, bone health)',
};

export function signsCollection(): DecapCollection {
  return {
    name: SIGNS_COLLECTION,
    label: 'Warning signs',
    label_singular: 'Warning signs, for clinical review',
    description:
      'The signs the clinical pages list under “When to get help”, each in every language with one level. A change here changes every page that lists the sign: a clinician reviews it before it is published.',
    format: SIGNS_FORMAT,
    // No pane beside the form: Decap's own preview of the catalogue is every value of every sign again, redrawn
    // at each key typed (typing 63 characters took 12.1 s with it and 9.3 s without, on a busy 2-core machine).
    editor: { preview: false },
    extension: 'yml',
    files: [
      {
        name: SIGNS_COLLECTION,
        label: 'Warning signs',
        file: SIGNS_PATH,
        fields: [
          {
            name: 'signs',
            label: 'Warning signs',
            widget: 'list',
            label_singular: 'warning sign',
            collapsed: true,
            summary: '{{fields.en}}',
            fields: [
              {
                name: 'id',
                label: 'Short id',
                hint: 'Lower case and hyphens, such as chest-pain. Pages name the sign by it: changing it breaks those pages.',
                widget: 'string',
                required: true,
                pattern: ['^[a-z0-9]+(?:-[a-z0-9]+)*$', 'Lower case letters and digits joined by hyphens, such as chest-pain.'],
              },
              {
                name: 'level',
                label: 'Level',
                hint: 'How soon and where to get help.',
                widget: 'select',
                required: true,
                options: LEVELS.map((value) => ({ value, label: LEVEL_LABELS[value] })),
              },
              {
                name: 'area',
                label: 'Body areas',
                hint: 'Where in the body the sign belongs: the editor offers it to pages about that area. None: it fits any page.',
                widget: 'select',
                multiple: true,
                required: false,
                options: AREAS.map((value) => ({ value, label: AREA_LABELS[value] })),
              },
              ...LOCALE_CODES.map((code) => ({
                name: code,
                label: LANGUAGE_NAMES[code] ?? code,
                hint: 'The end of the sentence the level’s heading starts (“Call 995 now if:”), plain words, no full stop.',
                widget: 'text',
                required: true,
                pattern: [
                  `^(?=[\\s\\S]*\\S)[\\s\\S]{0,${SIGN_TEXT_MAX}}$`,
                  `Cannot be blank; at most ${SIGN_TEXT_MAX} characters.`,
                ] as const,
              })),
            ],
          },
        ],
      },
    ],
  };
}
