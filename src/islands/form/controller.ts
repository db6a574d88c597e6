/**
 * The reusable form logic bound to one form element: captcha step (optional), the multipart
 * send, the states, the error event, the webhook (optional), the reset and the way to the thank-you page. It
 * knows nothing of React: a widget renders `state` and calls `submit()`. The browser's globals come in through
 * `env`, which is what lets the tests drive every path. The captcha and webhook steps are imported only by a
 * form that turns them on, so a page whose form runs without them (the enquiry form) never downloads their code.
 */
import type { CaptchaWidget } from './captcha.ts';
import { resetForm, setBusy } from './dom.ts';
import { clearDraft, draftStorageKey } from './draft.ts';
import { formEndpoint } from './endpoint.ts';
import { raiseFormError } from './events.ts';
import { buildPayload, readFields } from './fields.ts';
import { sendForm, type Fetch, type FieldErrors } from './send.ts';
import { formReducer, initialFormState, isBusy, type FormAction, type FormState } from './state.ts';
import type { WebhookOptions } from './webhook.ts';

export interface FormEnvironment {
  readonly location: Pick<Location, 'origin' | 'pathname' | 'hostname'> & { assign(url: string): void };
  readonly fetch: Fetch;
  readonly storage: Storage | undefined;
}

export interface FormControllerOptions {
  readonly form: HTMLFormElement;
  readonly serviceUrl: string;
  readonly formId: string;
  readonly locale: string;
  /** The thank-you page of the current locale. */
  readonly thankYouPath: string;
  /** Off unless given; the enquiry form runs without it. */
  readonly captcha?: { readonly widget: Promise<CaptchaWidget>; readonly verifyUrl: string };
  readonly webhook?: WebhookOptions;
  readonly onChange?: (state: FormState) => void;
  readonly env: FormEnvironment;
}

export interface FormController {
  readonly state: FormState;
  /** Resolves with the state the submission ended in; a call while one is under way changes nothing. */
  submit(): Promise<FormState>;
}

export function createFormController(options: FormControllerOptions): FormController {
  const { form, formId, env } = options;
  // Throws 'No hapiform ID provided!' before anything can be sent nowhere.
  const endpoint = formEndpoint({ serviceUrl: options.serviceUrl, formId, locale: options.locale, hostname: env.location.hostname });
  let state = initialFormState;

  const dispatch = (action: FormAction): boolean => {
    const next = formReducer(state, action);
    if (next === state) return false;
    const busyChanged = isBusy(next) !== isBusy(state);
    state = next;
    if (busyChanged) setBusy(form, isBusy(next));
    options.onChange?.(state);
    return true;
  };

  const fail = (action: Extract<FormAction, { type: 'invalid' | 'failed' }>, errors: FieldErrors): FormState => {
    dispatch(action);
    raiseFormError(form, { formId, status: action.status, errors });
    return state;
  };

  const checkCaptcha = async (): Promise<FormState | null> => {
    if (!options.captcha) return null;
    let step: typeof import('./captcha.ts') | undefined;
    try {
      // Its code failing to load is a failure to check, like the checker being unreachable.
      step = await import('./captcha.ts');
      await step.verifyCaptcha(await options.captcha.widget, options.captcha.verifyUrl, env.fetch);
      return null;
    } catch (error) {
      if (step && error instanceof step.CaptchaError) {
        const errors = { [step.CAPTCHA_FIELD]: [error.message] };
        return fail({ type: 'invalid', status: null, errors }, errors);
      }
      console.warn('The captcha could not be checked:', error);
      return fail({ type: 'failed', status: 0 }, {});
    }
  };

  async function submit(): Promise<FormState> {
    if (!dispatch({ type: 'submit' })) return state;
    const stopped = await checkCaptcha();
    if (stopped) return stopped;
    const fields = readFields(form);
    const xOrigin = env.location.origin + env.location.pathname;
    const result = await sendForm(endpoint, buildPayload(fields, xOrigin), env.fetch);
    if (result.kind === 'invalid') return fail({ type: 'invalid', status: result.status, errors: result.errors }, result.errors);
    if (result.kind === 'failed') return fail({ type: 'failed', status: result.status }, {});
    if (options.webhook) {
      const { webhook } = options;
      const outcome = await import('./webhook.ts').then(
        ({ sendWebhook }) => sendWebhook(webhook, fields, xOrigin, { hostname: env.location.hostname, fetch: env.fetch }),
        // Its code could not be loaded: the enquiry is sent all the same, as when the webhook itself fails.
        () => 'failed' as const,
      );
      if (outcome === 'failed') console.warn(`The webhook of form "${formId}" did not accept the enquiry; the enquiry itself was sent.`);
    }
    resetForm(form);
    clearDraft(env.storage, draftStorageKey(formId));
    dispatch({ type: 'sent', status: result.status });
    env.location.assign(options.thankYouPath);
    return state;
  }

  return {
    get state() {
      return state;
    },
    submit,
  };
}
