import { describe, expect, it } from 'vitest';
import { formReducer, initialFormState, isBusy, type FormState } from '../../../src/islands/form/state.ts';

const busy: FormState = { phase: 'busy', status: null, errors: {} };

describe('the form states', () => {
  it('starts idle with no status and no errors', () => {
    expect(initialFormState).toEqual({ phase: 'idle', status: null, errors: {} });
    expect(isBusy(initialFormState)).toBe(false);
  });

  it('goes idle → busy on submit, and a second submit while busy changes nothing', () => {
    const next = formReducer(initialFormState, { type: 'submit' });
    expect(next).toEqual(busy);
    expect(isBusy(next)).toBe(true);
    expect(formReducer(next, { type: 'submit' })).toBe(next);
  });

  it('goes busy → sent with the status', () => {
    expect(formReducer(busy, { type: 'sent', status: 201 })).toEqual({ phase: 'sent', status: 201, errors: {} });
  });

  it('goes busy → invalid keeping the status and the first message of each field', () => {
    const state = formReducer(busy, { type: 'invalid', status: 422, errors: { name: ['required', 'too short'], email: ['invalid'] } });
    expect(state).toEqual({ phase: 'invalid', status: 422, errors: { name: 'required', email: 'invalid' } });
    expect(isBusy(state)).toBe(false);
  });

  it('goes busy → failed keeping the status (0 for no answer)', () => {
    expect(formReducer(busy, { type: 'failed', status: 500 })).toEqual({ phase: 'failed', status: 500, errors: {} });
    expect(formReducer(busy, { type: 'failed', status: 0 })).toEqual({ phase: 'failed', status: 0, errors: {} });
  });

  it('clears the old problems when the visitor tries again', () => {
    const invalid: FormState = { phase: 'invalid', status: 422, errors: { name: 'required' } };
    expect(formReducer(invalid, { type: 'submit' })).toEqual(busy);
    expect(formReducer({ phase: 'failed', status: 0, errors: {} }, { type: 'submit' })).toEqual(busy);
    expect(formReducer({ phase: 'sent', status: 201, errors: {} }, { type: 'submit' })).toEqual(busy);
  });

  it('ignores an answer when no submission is under way', () => {
    for (const state of [initialFormState, { phase: 'invalid', status: 422, errors: { name: 'x' } } as FormState]) {
      expect(formReducer(state, { type: 'sent', status: 201 })).toBe(state);
      expect(formReducer(state, { type: 'failed', status: 500 })).toBe(state);
      expect(formReducer(state, { type: 'invalid', status: 422, errors: { a: ['b'] } })).toBe(state);
    }
  });
});
