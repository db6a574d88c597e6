/**
 * The editor's own messages in our words. Decap's English speaks to developers ("Failed to persist entry: Error:
 * …", "item(s)", "Changes saved" on a form nobody has touched); staff read these. Only the keys below change: the
 * rest of Decap's English is kept, so a Decap update that adds a message still shows it.
 */

/** A tree of Decap locale phrases: texts by key, nested as Decap's `en` is. */
export interface Phrases {
  readonly [key: string]: string | Phrases;
}

import type { Problem } from '../shared/problems.ts';

const AGAIN = 'If it happens again, copy this message and send it to the web team.';

export const STAFF_WORDS = {
  editor: {
    editorControlPane: {
      widget: {
        required: '%{fieldLabel}: please fill this in.',
        // Our patterns carry a whole sentence saying what is wanted (admin-config.ts), never the pattern itself.
        regexPattern: '%{fieldLabel}: %{pattern}',
        range: '%{fieldLabel}: a number from %{minValue} to %{maxValue}.',
        min: '%{fieldLabel}: at least %{minValue}.',
        max: '%{fieldLabel}: at most %{maxValue}.',
        rangeCount: '%{fieldLabel}: add %{minCount} to %{maxCount}.',
        rangeCountExact: '%{fieldLabel}: add exactly %{count}.',
        rangeMin: '%{fieldLabel}: add at least %{minCount}.',
        rangeMax: '%{fieldLabel}: add at most %{maxCount}.',
      },
    },
    editorToolbar: {
      // Decap shows this whenever the form holds nothing unsaved, a blank new form included: said so, it is true of both.
      changesSaved: 'No unsaved changes',
      unsavedChanges: 'Unsaved changes',
    },
  },
  ui: {
    toast: {
      // What to do next is in the details: correct a box, or wait for the site (the gate's words, cms.ts).
      onFailToPersist: `Your changes were not saved. %{details} ${AGAIN}`,
      // Decap shows this when any box is empty or holds what it may not; the rows holding one are opened (problem-rows.ts).
      missingRequiredField:
        'Not saved: some boxes need filling in or correcting. Under each one it says what is wrong. Correct them, then save again.',
      onFailToPublishEntry: `Not published. %{details} Correct this, then publish again. ${AGAIN}`,
      onFailToUnpublishEntry: `Not taken off the site. %{details} ${AGAIN}`,
      onFailToDelete: `Not deleted. %{details} ${AGAIN}`,
      onFailToUpdateStatus: `The status did not change. %{details} ${AGAIN}`,
      onFailToLoadEntries: `This page could not be opened. %{details} Reload the editor and try again. ${AGAIN}`,
    },
  },
} as const satisfies Phrases;

/** Decap's phrases with ours in their place, key by key; neither argument is changed. */
export function withStaffWords(decap: Phrases, ours: Phrases = STAFF_WORDS): Phrases {
  const merged: Record<string, string | Phrases> = { ...decap };
  for (const [key, value] of Object.entries(ours)) {
    const theirs = decap[key];
    merged[key] = typeof value === 'string' || typeof theirs !== 'object' ? value : withStaffWords(theirs, value);
  }
  return merged;
}

/**
 * Decap shows a refusal from where it saves (the local gate's words, GitHub's) as `API_ERROR: <words>`, the
 * error's name before its message. Errors of that name show their words alone; every other error is unchanged.
 */
export function showBackendWordsAlone(proto: Error = Error.prototype): void {
  const shown = proto.toString;
  proto.toString = function (this: Error) {
    return this.name === 'API_ERROR' ? this.message : shown.call(this);
  };
}

/**
 * An error whose message is meant for staff: shown in a message as its words alone, where Decap would print any
 * other error with "Error: " before it.
 */
export class StaffMessage extends Error {
  override toString(): string {
    return this.message;
  }
}

/**
 * A problem of the build in staff's words: a field by its label in the form, no file path or line number (staff
 * see a form, not the file). A problem found in another file than the one being edited says so; the web team
 * finds it by building the site.
 */
export function staffProblem(problem: Problem, editedFile: string, labels: ReadonlyMap<string, string>): string {
  const field = problem.field ? `${labels.get(problem.field) ?? problem.field}: ` : '';
  const where = problem.file && problem.file !== editedFile ? 'On another page: ' : '';
  return `${where}${field}${problem.message}`;
}

/** The labels of the form's fields by field name, as the editor's configuration names them. */
export function fieldLabels(
  collections: ReadonlyArray<{ fields?: readonly Labelled[]; files?: ReadonlyArray<{ fields: readonly Labelled[] }> }>,
): Map<string, string> {
  const labels = new Map<string, string>();
  for (const collection of collections)
    for (const field of [...(collection.fields ?? []), ...(collection.files ?? []).flatMap((f) => f.fields)])
      if (!labels.has(field.name)) labels.set(field.name, field.label);
  return labels;
}

interface Labelled {
  readonly name: string;
  readonly label: string;
}
