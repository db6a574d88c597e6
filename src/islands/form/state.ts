/**
 * The form's states as a pure reducer: idle, busy while a submission is under way, then sent, invalid
 * (the service named fields) or failed (anything else). A submit while busy changes nothing, which is what keeps
 * a double click to one request; answers that arrive when no submission is under way are ignored.
 */
import { firstMessages, type FieldErrors } from './send.ts';

export type Phase = 'idle' | 'busy' | 'sent' | 'invalid' | 'failed';

export interface FormState {
  readonly phase: Phase;
  /** HTTP status of the last answer; 0 for no answer at all; null before any answer or for a local check. */
  readonly status: number | null;
  /** The first message of each field the service (or the captcha check) rejected. */
  readonly errors: Readonly<Record<string, string>>;
}

export type FormAction =
  | { readonly type: 'submit' }
  | { readonly type: 'sent'; readonly status: number }
  | { readonly type: 'invalid'; readonly status: number | null; readonly errors: FieldErrors }
  | { readonly type: 'failed'; readonly status: number };

export const initialFormState: FormState = { phase: 'idle', status: null, errors: {} };

export function formReducer(state: FormState, action: FormAction): FormState {
  if (action.type === 'submit') {
    // Old messages go as the new attempt starts; the values themselves are never touched here.
    return state.phase === 'busy' ? state : { phase: 'busy', status: null, errors: {} };
  }
  if (state.phase !== 'busy') return state;
  switch (action.type) {
    case 'sent':
      return { phase: 'sent', status: action.status, errors: {} };
    case 'invalid':
      return { phase: 'invalid', status: action.status, errors: firstMessages(action.errors) };
    case 'failed':
      return { phase: 'failed', status: action.status, errors: {} };
  }
}

export const isBusy = (state: FormState): boolean => state.phase === 'busy';
